//! Running a family's method as the options ask (`--method`, `--path`, `--all-methods`),
//! and the `methods` command that lists the catalogue.

use super::context::{Ctx, Status};
use anyhow::bail;
use bbtool::catalogue::{BlockFn, Family, FamilyInfo, Kind, Selection};
use bbtool::render::{Format, PathLine, Report};
use bbtool::scan::WalkFn;
use comfy_table::{Table, presets::UTF8_FULL_CONDENSED};
use serde_json::{Value, json};

/// The method a command runs, chosen once per invocation (batch lines reuse it).
pub struct Runner<F: 'static> {
    family: &'static Family<F>,
    selection: Selection<F>,
    all: bool,
}

/// What every method gave, when `--all-methods` ran them all.
#[derive(Clone, Debug)]
pub struct Comparison {
    /// Method, kind and its result, as the report's own `result` is in JSON.
    pub rows: Vec<(&'static str, Kind, Value)>,
}

/// A result's JSON as a table cell or message shows it: a string without quotes, a
/// list as its items separated by spaces.
fn plain(value: &Value) -> String {
    match value {
        Value::String(text) => text.clone(),
        Value::Array(items) => items.iter().map(plain).collect::<Vec<_>>().join(" "),
        other => other.to_string(),
    }
}

impl Comparison {
    /// A comfy-table of method, kind and result.
    pub fn table(&self) -> String {
        let mut t = Table::new();
        t.load_preset(UTF8_FULL_CONDENSED);
        t.set_header(["method", "kind", "result"]);
        for (name, kind, result) in &self.rows {
            t.add_row([name.to_string(), kind.to_string(), plain(result)]);
        }
        t.to_string()
    }

    /// The comparison of item `k` of results that are lists (one call's counts of
    /// several values), for that value's report.
    pub fn item(&self, k: usize) -> Comparison {
        let rows = self.rows.iter().map(|(name, kind, result)| {
            (*name, *kind, result.get(k).cloned().unwrap_or(Value::Null))
        });
        Comparison {
            rows: rows.collect(),
        }
    }

    /// Adds the table (human) and the `methods` array (JSON) to a report, when
    /// `--all-methods` produced a comparison; the report unchanged otherwise.
    pub fn attach(comparison: Option<Comparison>, report: Report) -> Report {
        let Some(comparison) = comparison else {
            return report;
        };
        comparison.attach_to(report)
    }

    fn attach_to(&self, report: Report) -> Report {
        let list: Vec<_> = self
            .rows
            .iter()
            .map(|(n, k, r)| json!({"method": n, "kind": k.name(), "result": r}))
            .collect();
        report
            .note(match self.rows.len() {
                1 => "the one method this CPU runs:".to_string(),
                n => format!("all {n} methods agree:"),
            })
            .note(self.table())
            .field("methods", list)
    }
}

impl<F: Copy + 'static> Runner<F> {
    /// Chooses the method for `family` from the options.
    pub fn new(ctx: &Ctx, family: &'static Family<F>) -> anyhow::Result<Runner<F>> {
        Ok(Runner {
            family,
            selection: ctx.select(family)?,
            all: ctx.config.all_methods,
        })
    }

    /// The automatic choice without detecting the CPU, where it cannot depend on the CPU:
    /// no option asks for a method or path, the family ranks alike on every CPU class, and
    /// its first preference is portable. Commands that used to run one fixed function stay
    /// free of CPUID.
    pub fn without_detection(ctx: &Ctx, family: &'static Family<F>) -> Option<Runner<F>> {
        let choice = &ctx.config.choice;
        if choice.method.is_some()
            || choice.path != bbtool::catalogue::PathPreference::Auto
            || ctx.config.all_methods
            || !family.classes.is_empty()
        {
            return None;
        }
        let method = family.find(family.preference.first()?)?;
        let func = method
            .portable_func()
            .filter(|_| method.kind() == Kind::Software)?;
        Some(Runner {
            family,
            selection: Selection {
                method,
                func,
                block: method.portable_block(),
                walk: method.portable_walk(),
                reason: "fastest portable method".into(),
            },
            all: false,
        })
    }

    /// [`Runner::without_detection`] where the choice cannot depend on the CPU, else
    /// [`Runner::new`].
    pub fn lazy(ctx: &Ctx, family: &'static Family<F>) -> anyhow::Result<Runner<F>> {
        match Runner::without_detection(ctx, family) {
            Some(runner) => Ok(runner),
            None => Runner::new(ctx, family),
        }
    }

    /// The chosen method's path line.
    pub fn path(&self) -> PathLine {
        PathLine::selected(&self.selection)
    }

    /// The chosen method's function (batch mode streams it).
    pub fn selected(&self) -> F {
        self.selection.func
    }

    /// The chosen method's block form, if it has one (batch mode streams it, a block at
    /// a time).
    pub fn selected_block(&self) -> Option<BlockFn> {
        self.selection.block
    }

    /// The chosen bitscan's walk form, if it has one (batch mode lists sets by it).
    pub fn selected_walk(&self) -> Option<WalkFn> {
        self.selection.walk
    }

    /// Runs the chosen method; with `--all-methods` runs every method this CPU can
    /// execute, fails when any two disagree, and returns the comparison; `show` gives a
    /// result's JSON, as the report gives its own.
    pub fn run<T: PartialEq>(
        &self,
        ctx: &Ctx,
        call: impl Fn(F) -> T,
        show: impl Fn(&T) -> Value,
    ) -> anyhow::Result<(T, Option<Comparison>)> {
        let value = call(self.selection.func);
        if !self.all {
            return Ok((value, None));
        }
        let results = self
            .family
            .available(ctx.config.cpu())
            .map(|(m, f)| (m.name, m.kind(), call(f)));
        let comparison = compare(
            self.family.name,
            self.selection.method.name,
            &value,
            show,
            results,
        )?;
        Ok((value, Some(comparison)))
    }
}

/// Checks that every method's result equals `value` (the chosen `method`'s), and tabulates
/// them; any disagreement is an error naming the methods and their results.
pub fn compare<T: PartialEq>(
    what: &str,
    method: &str,
    value: &T,
    show: impl Fn(&T) -> Value,
    results: impl Iterator<Item = (&'static str, Kind, T)>,
) -> anyhow::Result<Comparison> {
    let mut rows = Vec::new();
    let mut disagree = Vec::new();
    for (name, kind, result) in results {
        let shown = show(&result);
        if result != *value {
            disagree.push(format!("{name} gives {}", plain(&shown)));
        }
        rows.push((name, kind, shown));
    }
    if !disagree.is_empty() {
        bail!(
            "{what} methods disagree: {method} gives {}, but {}",
            plain(&show(value)),
            disagree.join(", ")
        );
    }
    Ok(Comparison { rows })
}

/// The families of `all` that `names` name (any case), in the catalogue's order; every
/// family when `names` is empty. An unknown name is an error.
pub fn named_families(
    all: &[&'static dyn FamilyInfo],
    names: &[String],
) -> anyhow::Result<Vec<&'static dyn FamilyInfo>> {
    let named =
        |family: &&'static dyn FamilyInfo, name: &String| family.name().eq_ignore_ascii_case(name);
    if let Some(name) = names.iter().find(|n| !all.iter().any(|f| named(f, n))) {
        let valid = all.iter().map(|f| f.name());
        let tail = super::suggest::choices(name, valid, "bbtool methods");
        bail!("unknown family '{name}'{tail}");
    }
    Ok(all
        .iter()
        .filter(|f| names.is_empty() || names.iter().any(|n| named(f, n)))
        .copied()
        .collect())
}

/// `methods [FAMILY...]`: the catalogue, with what this CPU can run and what is selected.
pub fn list(
    ctx: &mut Ctx,
    families: &[&'static dyn FamilyInfo],
    names: &[String],
) -> anyhow::Result<Status> {
    let chosen = named_families(families, names)?;
    let format = ctx
        .config
        .format_among("methods", &[Format::Json], "tables or JSON")?;
    for family in chosen {
        let (selected, reason) = family.selected(ctx.config.cpu(), ctx.config.choice.path);
        if format == Format::Json {
            let methods: Vec<_> = family
                .methods()
                .iter()
                .map(|m| {
                    json!({"name": m.name, "kind": m.kind.name(), "needs": m.needs.keys(),
                       "runnable": ctx.config.cpu().can_run(m.needs), "technique": m.technique, "summary": m.summary})
                })
                .collect();
            let obj = json!({"command": "methods", "family": family.name(), "summary": family.summary(), "reference": family.reference(),
                "selected": selected.name, "reason": reason, "methods": methods});
            ctx.write_str(&format!("{obj}\n"))?;
            continue;
        }
        let mut t = Table::new();
        t.load_preset(UTF8_FULL_CONDENSED);
        t.set_header(["method", "kind", "needs", "here", "technique"]);
        for m in family.methods() {
            let mark = if m.name == selected.name {
                "selected"
            } else if ctx.config.cpu().can_run(m.needs) {
                "yes"
            } else {
                "no"
            };
            t.add_row([
                m.name.to_string(),
                m.kind.to_string(),
                m.needs.to_string(),
                mark.to_string(),
                m.technique.to_string(),
            ]);
        }
        ctx.write_str(&format!(
            "{} — {}\nreference: {}; selected: {} ({reason})\n{t}\n\n",
            family.name(),
            family.summary(),
            family.reference(),
            selected.name
        ))?;
    }
    Ok(Status::Success)
}

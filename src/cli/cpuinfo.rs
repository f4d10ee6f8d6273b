//! `cpuinfo` and `methods`: what this CPU has, and which method each family uses here.

use super::context::{Ctx, Status};
use bbtool::catalogue::FamilyInfo;
use bbtool::cpu::{Cpu, Feature};
use bbtool::registry::families;
use bbtool::render::Format;
use comfy_table::{
    ColumnConstraint, ContentArrangement, Table, Width, presets::UTF8_FULL_CONDENSED,
};
use serde_json::{Map, Value, json};

pub(super) const EXAMPLES: &str = "\
Examples:
  bbtool cpuinfo                 feature table and the method selected for each family
  bbtool cpuinfo --json | jq .selected.popcount
  qemu-x86_64 -cpu Nehalem bbtool cpuinfo   what an older CPU would run";

/// `cpuinfo`.
pub fn cpuinfo(ctx: &mut Ctx) -> anyhow::Result<Status> {
    let cpu = ctx.config.cpu();
    let all = families();
    if ctx
        .config
        .format_among("cpuinfo", &[Format::Json], "a table or JSON")?
        == Format::Json
    {
        ctx.write_str(&format!("{}\n", to_json(cpu, &all, ctx.config.choice.path)))?;
        return Ok(Status::Success);
    }
    let mut out = String::new();
    let micro = cpu.microarchitecture.unwrap_or("unknown");
    out.push_str(&format!("vendor             {}\n", cpu.vendor));
    out.push_str(&format!("brand              {}\n", cpu.brand));
    out.push_str(&format!(
        "family/model/step  {:#x}/{:#x}/{} ({} {}/{}/{})\n",
        cpu.family, cpu.model, cpu.stepping, "decimal", cpu.family, cpu.model, cpu.stepping
    ));
    out.push_str(&format!("microarchitecture  {micro}\n"));
    out.push_str(&format!(
        "fast PEXT/PDEP     {}\n",
        if cpu.pext_fast { "yes" } else { "no" }
    ));
    for note in cpu.notes() {
        out.push_str(&format!("note: {note}\n"));
    }
    let mut t = Table::new();
    t.load_preset(UTF8_FULL_CONDENSED);
    // The "used by" lists are long: wrap them within the width, a terminal or not.
    t.set_content_arrangement(ContentArrangement::Dynamic)
        .set_width(TABLE_WIDTH);
    t.set_header([
        "feature",
        "CPUID",
        "CPU has it",
        "OS enables it",
        "usable",
        "used by",
    ]);
    let mut longest_user = 0;
    for &f in Feature::ALL {
        let yes = |b: bool| if b { "yes" } else { "no" };
        let used_by = users(&all, f);
        // A name, its comma and the cell's padding on either side.
        longest_user = used_by
            .iter()
            .map(|u| u.len() + 3)
            .fold(longest_user, usize::max);
        t.add_row([
            f.label().to_string(),
            f.cpuid().to_string(),
            yes(cpu.present.has(f)).to_string(),
            yes(cpu.os_enabled.has(f)).to_string(),
            yes(cpu.usable.has(f)).to_string(),
            used_by.join(", "),
        ]);
    }
    // Only "used by" wraps, at the spaces between names, never inside one (with its comma).
    let width = Width::Fixed(u16::try_from(longest_user).unwrap_or(u16::MAX));
    let mut constraints = [ColumnConstraint::ContentWidth; 6];
    constraints[5] = ColumnConstraint::LowerBoundary(width);
    t.set_constraints(constraints);
    out.push_str(&format!("{t}\n\nselected methods\n"));
    let mut s = Table::new();
    s.load_preset(UTF8_FULL_CONDENSED);
    // The reasons wrap within the same width; names never do.
    s.set_content_arrangement(ContentArrangement::Dynamic)
        .set_width(TABLE_WIDTH)
        .set_constraints([ColumnConstraint::ContentWidth; 3]);
    s.set_header(["family", "method", "kind", "reason"]);
    for family in &all {
        let (m, reason) = family.selected(cpu, ctx.config.choice.path);
        s.add_row([
            family.name().to_string(),
            m.name.to_string(),
            m.kind.to_string(),
            reason,
        ]);
    }
    out.push_str(&format!("{s}\n"));
    ctx.write_str(&out)?;
    Ok(Status::Success)
}

/// Columns the tables wrap within (the "used by" column may widen them to its longest
/// name).
const TABLE_WIDTH: u16 = 120;

/// The `family/method` names that execute `feature`.
fn users(all: &[&'static dyn FamilyInfo], feature: Feature) -> Vec<String> {
    let mut names = Vec::new();
    for family in all {
        for m in family.methods() {
            if m.needs.has(feature) {
                names.push(format!("{}/{}", family.name(), m.name));
            }
        }
    }
    names
}

/// The `cpuinfo --json` object.
fn to_json(
    cpu: &Cpu,
    all: &[&'static dyn FamilyInfo],
    path: bbtool::catalogue::PathPreference,
) -> Value {
    let mut features = Map::new();
    let mut detail = Map::new();
    for &f in Feature::ALL {
        features.insert(f.key().into(), json!(cpu.usable.has(f)));
        detail.insert(
            f.key().into(),
            json!({"label": f.label(), "cpuid": f.cpuid().to_string(), "present": cpu.present.has(f),
                   "os_enabled": cpu.os_enabled.has(f), "usable": cpu.usable.has(f)}),
        );
    }
    let mut selected = Map::new();
    for family in all {
        let (m, reason) = family.selected(cpu, path);
        selected.insert(
            family.name().into(),
            json!({"method": m.name, "kind": m.kind.name(), "needs": m.needs.keys(), "reason": reason}),
        );
    }
    let notes = cpu.notes();
    json!({
        "command": "cpuinfo", "vendor": cpu.vendor, "brand": cpu.brand, "family": cpu.family, "model": cpu.model,
        "stepping": cpu.stepping, "microarchitecture": cpu.microarchitecture, "pext_fast": cpu.pext_fast,
        "hypervisor": cpu.hypervisor,
        "notes": notes,
        "features": features, "feature_detail": detail, "selected": selected,
    })
}

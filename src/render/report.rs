//! The report a command produces once per value, printed in any [`Format`].

use super::{Format, Grid, board_line, hex, side_by_side};
use crate::bitboard::Bitboard;
use crate::catalogue::{Kind, Method, Selection};
use serde_json::{Map, Value, json};
use std::borrow::Cow;

/// The result of one command on one value.
#[derive(Clone, Debug, PartialEq)]
pub enum Outcome {
    /// A set of squares.
    Board(Bitboard),
    /// A count, an index or another number: a bare decimal in machine formats.
    Number(u64),
    /// A predicate's answer.
    Bool(bool),
    /// Squares in a meaningful order: names for `squares`, indices for other formats.
    Sequence(Vec<crate::bitboard::Square>),
    /// A 128-bit number (MULX's product): its high and low words, each as a bitboard is
    /// printed in machine formats.
    Wide(u128),
    /// Nothing beyond the human lines and JSON fields.
    Nothing,
}

/// Which method computed a result, for the `path:` line and JSON.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PathLine {
    /// The method's name.
    pub method: &'static str,
    /// Hardware or software.
    pub kind: Kind,
    /// The instruction or technique.
    pub technique: &'static str,
    /// The features the method executes.
    pub needs: crate::cpu::Features,
}

impl PathLine {
    /// The path line of `method`.
    pub fn of<F: Copy>(method: &Method<F>) -> PathLine {
        PathLine {
            method: method.name,
            kind: method.kind(),
            technique: method.technique,
            needs: method.needs(),
        }
    }

    /// The path line of a selection.
    pub fn selected<F: Copy>(selection: &Selection<F>) -> PathLine {
        PathLine::of(selection.method)
    }
}

/// Everything a command prints for one value.
#[derive(Clone, Debug)]
pub struct Report {
    /// The command, for JSON.
    pub command: &'static str,
    /// The result.
    pub outcome: Outcome,
    /// Labelled operands drawn left of the result in human output.
    pub operands: Vec<(String, Bitboard)>,
    /// Symbols between neighbouring diagrams (`&`, `=`); one fewer than the diagrams.
    pub separators: Vec<String>,
    /// Caption of the result diagram.
    pub result_label: Cow<'static, str>,
    /// A custom result diagram (numbered members, attack legends).
    pub grid: Option<Grid>,
    /// The formula, such as `dest = src & (src - 1)`.
    pub formula: Option<Cow<'static, str>>,
    /// Extra lines for human output, printed before the path line.
    pub notes: Vec<String>,
    /// Extra JSON fields, in order.
    pub json: Vec<(String, Value)>,
    /// The method that computed the result.
    pub path: Option<PathLine>,
    /// Whether the human output shows the hex/dec/squares/popcount lines of a board result.
    pub details: bool,
}

impl Report {
    /// A report with `outcome` and nothing else.
    pub fn new(command: &'static str, outcome: Outcome) -> Report {
        Report {
            command,
            outcome,
            operands: Vec::new(),
            separators: Vec::new(),
            result_label: Cow::Borrowed("result"),
            grid: None,
            formula: None,
            notes: Vec::new(),
            json: Vec::new(),
            path: None,
            details: true,
        }
    }

    /// Adds a labelled operand diagram.
    pub fn operand(mut self, label: impl Into<String>, bb: Bitboard) -> Report {
        self.operands.push((label.into(), bb));
        self
    }

    /// Sets the separators between diagrams.
    pub fn separators<S: Into<String>>(mut self, seps: impl IntoIterator<Item = S>) -> Report {
        self.separators = seps.into_iter().map(Into::into).collect();
        self
    }

    /// Sets the result caption.
    pub fn label(mut self, label: impl Into<Cow<'static, str>>) -> Report {
        self.result_label = label.into();
        self
    }

    /// Sets the formula line.
    pub fn formula(mut self, formula: impl Into<Cow<'static, str>>) -> Report {
        self.formula = Some(formula.into());
        self
    }

    /// Sets the method that computed the result.
    pub fn path(mut self, path: PathLine) -> Report {
        self.path = Some(path);
        self
    }

    /// Adds a JSON field.
    pub fn field(mut self, key: &str, value: impl Into<Value>) -> Report {
        self.json.push((key.to_string(), value.into()));
        self
    }

    /// Adds a human line.
    pub fn note(mut self, line: impl Into<String>) -> Report {
        self.notes.push(line.into());
        self
    }

    /// The text to print in `format`, ending with a newline.
    pub fn render(&self, format: Format, color: bool) -> String {
        match format {
            Format::Human => self.human(color),
            Format::Json => {
                let mut s = self.to_json().to_string();
                s.push('\n');
                s
            }
            _ => match &self.outcome {
                Outcome::Board(bb) => {
                    let mut s = board_line(*bb, format).unwrap_or_default();
                    s.push('\n');
                    s
                }
                Outcome::Number(n) => format!("{n}\n"),
                Outcome::Bool(b) => format!("{b}\n"),
                Outcome::Sequence(list) => {
                    let items: Vec<String> = if format == Format::Squares {
                        list.iter().map(|s| s.name().to_string()).collect()
                    } else {
                        list.iter().map(|s| s.index().to_string()).collect()
                    };
                    items.join(" ") + "\n"
                }
                Outcome::Wide(n) => {
                    let words = [(*n >> 64) as u64, *n as u64];
                    let lines: Vec<String> = words
                        .iter()
                        .map(|&w| super::board_field(Bitboard(w), format).unwrap_or_default())
                        .collect();
                    lines.join(" ") + "\n"
                }
                Outcome::Nothing => String::new(),
            },
        }
    }

    /// The JSON object: `command`, `result`, operands, method and extra fields.
    pub fn to_json(&self) -> Value {
        let mut obj = Map::new();
        obj.insert("command".into(), json!(self.command));
        match &self.outcome {
            Outcome::Board(bb) => {
                obj.insert("result".into(), json!(hex(bb.0)));
                obj.insert(
                    "squares".into(),
                    json!(bb.squares().map(|s| s.name()).collect::<Vec<_>>()),
                );
                obj.insert("popcount".into(), json!(bb.count()));
            }
            Outcome::Number(n) => {
                obj.insert("result".into(), json!(n));
            }
            Outcome::Bool(b) => {
                obj.insert("result".into(), json!(b));
            }
            Outcome::Sequence(list) => {
                obj.insert(
                    "result".into(),
                    json!(list.iter().map(|s| s.name()).collect::<Vec<_>>()),
                );
                obj.insert(
                    "indices".into(),
                    json!(list.iter().map(|s| s.index()).collect::<Vec<_>>()),
                );
            }
            Outcome::Wide(n) => {
                obj.insert("result".into(), json!(format!("0x{n:032x}")));
                obj.insert("high".into(), json!(hex((*n >> 64) as u64)));
                obj.insert("low".into(), json!(hex(*n as u64)));
            }
            Outcome::Nothing => {}
        }
        if !self.operands.is_empty() {
            let ops: Vec<Value> = self
                .operands
                .iter()
                .map(|(label, bb)| json!({"label": label, "value": hex(bb.0)}))
                .collect();
            obj.insert("operands".into(), Value::Array(ops));
        }
        if let Some(p) = &self.path {
            obj.insert("method".into(), json!(p.method));
            obj.insert("kind".into(), json!(p.kind.name()));
        }
        for (k, v) in &self.json {
            obj.insert(k.clone(), v.clone());
        }
        Value::Object(obj)
    }

    fn human(&self, color: bool) -> String {
        let mut lines: Vec<String> = Vec::new();
        let result_grid = match (&self.grid, &self.outcome) {
            (Some(g), _) => Some(g.clone()),
            (None, Outcome::Board(bb)) => Some(Grid::of(self.result_label.to_string(), *bb)),
            _ => None,
        };
        let mut grids: Vec<Grid> = self
            .operands
            .iter()
            .map(|(l, bb)| Grid::of(l.clone(), *bb))
            .collect();
        grids.extend(result_grid);
        if !grids.is_empty() {
            lines.extend(side_by_side(&grids, &self.separators, color, 80));
        }
        if let Some(f) = &self.formula {
            lines.push(f.to_string());
        }
        match &self.outcome {
            Outcome::Board(bb) if self.details => {
                lines.push(format!("hex      {}", hex(bb.0)));
                lines.push(format!("dec      {}", bb.0));
                lines.push(format!("squares  {}", bb.square_list()));
                lines.push(format!("popcount {}", bb.count()));
            }
            Outcome::Number(n) => lines.push(format!("{} {n}", self.result_label)),
            Outcome::Bool(b) => lines.push(format!("{} {b}", self.result_label)),
            Outcome::Sequence(list) => {
                let names: Vec<&str> = list.iter().map(|s| s.name()).collect();
                lines.push(format!("order    {}", names.join(" ")));
            }
            Outcome::Wide(n) => {
                lines.push(format!("high     {}", hex((*n >> 64) as u64)));
                lines.push(format!("low      {}", hex(*n as u64)));
                lines.push(format!("{:<8} 0x{n:032x} = {n}", self.result_label));
            }
            _ => {}
        }
        lines.extend(self.notes.iter().cloned());
        if let Some(p) = &self.path {
            lines.push(format!("path: {} ({}: {})", p.method, p.kind, p.technique));
        }
        let mut out = lines.join("\n");
        out.push('\n');
        out
    }
}

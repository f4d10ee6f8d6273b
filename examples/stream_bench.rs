//! Runs the batch pipeline (`bbtool::stream`) on standard input for one operation in one
//! format, writing to standard output: the pipeline measured without the command line.
//!
//! ```text
//! cargo run --release --example stream_bench -- OP FORMAT < values.txt > /dev/null
//! ```
//! OP: show, popcount, blsr, shift-n, flip-vertical, pext (mask 0xff00ff), rook-d4
//! (the line is the occupancy), scan-first. FORMAT: hex, dec, bin, oct, squares, json,
//! rust, c, python.

use bbtool::attacks::{ROOK_ATTACKS_MANY, SliderManyFn};
use bbtool::catalogue::Choice;
use bbtool::ops::field::PEXT;
use bbtool::popcount::POPCOUNT_MANY;
use bbtool::render::{Format, PathLine};
use bbtool::stream::{
    BLOCK, JsonLine, Many, Map, Of, Operation, Printer, Refusal, Refusing, Results, Show, run,
};
use bbtool::{Cpu, Square};
use clap::ValueEnum;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [op, format] = &args[..] else {
        eprintln!("usage: stream_bench OP FORMAT < input");
        return ExitCode::from(2);
    };
    let Ok(format) = Format::from_str(format, true) else {
        eprintln!("unknown format '{format}'");
        return ExitCode::from(2);
    };
    match go(op, format) {
        Ok(code) => code,
        Err(e) => {
            eprintln!("stream_bench: {e:#}");
            ExitCode::from(2)
        }
    }
}

/// Runs `op` in `format`.
fn go(op: &str, format: Format) -> anyhow::Result<ExitCode> {
    let cpu = Cpu::current();
    let choice = Choice::default();
    let mask = 0xff00ff;
    match op {
        "show" => stream(Map(|v: u64| v), "show", Results::Boards, format),
        "popcount" => {
            let count = POPCOUNT_MANY.choose(cpu, &choice)?.func;
            let op = Many(move |inputs: &[u64], results: &mut [u64]| {
                let mut counts = [0u8; BLOCK];
                count(inputs, &mut counts[..inputs.len()]);
                for (r, &c) in results.iter_mut().zip(&counts) {
                    *r = u64::from(c);
                }
            });
            stream(op, "popcount", Results::Numbers, format)
        }
        "blsr" => stream(
            Map(|v: u64| v & v.wrapping_sub(1)),
            "blsr",
            Results::Boards,
            format,
        ),
        "shift-n" => stream(Map(|v: u64| v << 8), "shift", Results::Boards, format),
        "flip-vertical" => stream(Map(u64::swap_bytes), "transform", Results::Boards, format),
        "pext" => {
            let pext = PEXT.choose(cpu, &choice)?.func;
            stream(
                Map(move |v: u64| pext(v, mask)),
                "pext",
                Results::Boards,
                format,
            )
        }
        "rook-d4" => {
            let rook: SliderManyFn = ROOK_ATTACKS_MANY.choose(cpu, &choice)?.func;
            let d4 = Square::from_index(27);
            let op = Many(move |inputs: &[u64], results: &mut [u64]| {
                let mut pairs = [(d4, 0u64); BLOCK];
                for (pair, &occ) in pairs.iter_mut().zip(inputs) {
                    pair.1 = occ;
                }
                rook(&pairs[..inputs.len()], results);
            });
            stream(op, "attacks", Results::Boards, format)
        }
        "scan-first" => {
            let op = Refusing {
                op: Map(|v: u64| u64::from(v.trailing_zeros())),
                refuse: |v: u64| (v == 0).then(|| Refusal::False(Some("the set is empty".into()))),
            };
            stream(op, "scan", Results::Numbers, format)
        }
        _ => anyhow::bail!("unknown operation '{op}'"),
    }
}

/// Streams standard input through `op`.
fn stream(
    op: impl Operation + Sync,
    command: &str,
    results: Results,
    format: Format,
) -> anyhow::Result<ExitCode> {
    let mut printer = match format {
        Format::Json => {
            let line = JsonLine::report(command, results)
                .line_operand()
                .path(PathLine {
                    method: "example",
                    kind: bbtool::Kind::Software,
                    technique: "",
                    needs: Default::default(),
                })
                .line_field("input", Of::Input, Show::DecString)
                .build();
            Printer::json(line)
        }
        _ => Printer::new(results, format)
            .ok_or_else(|| anyhow::anyhow!("no machine format '{format:?}'"))?,
    };
    let mut out = std::io::stdout().lock();
    let mut err = std::io::stderr().lock();
    let tally = run(
        std::io::stdin(),
        &mut out,
        &mut err,
        Cpu::current(),
        &op,
        &mut printer,
    )?;
    if let Some(summary) = tally.summary() {
        eprintln!("bbtool: error: {summary}");
        return Ok(ExitCode::from(2));
    }
    Ok(ExitCode::from(u8::from(tally.refused > 0)))
}

//! Every method's block form (the batch pipeline's loop with the method inlined) gives,
//! for every place of the varying operand, what the method gives one value at a time.

use bbtool::attacks::leapers::leaper_families;
use bbtool::attacks::{BISHOP_ATTACKS_FROM, Color, LINE_ATTACKS, Line, Piece, ROOK_ATTACKS_FROM};
use bbtool::bitboard::Direction;
use bbtool::catalogue::{Family, Operands};
use bbtool::ops::lsb::{BIT_OPS, OpFamily};
use bbtool::ops::shift::{ROTL, ROTR, SHIFT_ONE};
use bbtool::ops::ternlog::TERNLOG;
use bbtool::ops::transform::TRANSFORMS;
use bbtool::ops::xop::REVERSE;
use bbtool::rng::SplitMix64;
use bbtool::scan::{BITSCAN_FORWARD, BITSCAN_REVERSE};
use bbtool::{Cpu, Host, Square};

/// Inputs: random words and the edges (0, all ones, single bits).
fn inputs(rng: &mut SplitMix64) -> Vec<u64> {
    let mut v: Vec<u64> = (0..300).map(|_| rng.next_u64()).collect();
    v.extend([0, u64::MAX, 1, 1 << 63, 0x8000_0001]);
    v
}

/// Checks each method of `family` that has a block form: for every place in `slots`,
/// random fixed operands drawn by `fixed`, the block's results against `call` of the
/// method's function on the same operands. Returns how many block forms were checked.
fn check<F: Copy + 'static>(
    family: &'static Family<F>,
    host: &Host,
    slots: &[usize],
    fixed: impl Fn(&mut SplitMix64) -> [u64; 4],
    call: impl Fn(F, [u64; 4]) -> u64,
) -> usize {
    let mut rng = SplitMix64(0xB10C);
    let mut checked = 0;
    for (method, func) in family.available(host) {
        let Some(block) = method.get_block(host) else {
            continue;
        };
        for &slot in slots {
            for _ in 0..4 {
                let operands = Operands {
                    values: fixed(&mut rng),
                    slot,
                };
                let inputs = inputs(&mut rng);
                let mut results = vec![0; inputs.len()];
                block(&inputs, &operands, &mut results);
                for (&v, &r) in inputs.iter().zip(&results) {
                    let mut values = operands.values;
                    values[slot] = v;
                    let want = call(func, values);
                    assert_eq!(
                        r, want,
                        "{} {} on {values:x?}, place {slot}",
                        family.name, method.name
                    );
                }
            }
        }
        checked += 1;
    }
    checked
}

#[test]
fn every_block_form_equals_its_method_one_value_at_a_time() {
    let host = Cpu::current();
    let words = |rng: &mut SplitMix64| [rng.next_u64(), rng.next_u64(), 0, 0];
    let mut checked = 0;
    for op in BIT_OPS {
        checked += match op.family {
            OpFamily::Unary(f) => check(f, host, &[0], words, |f, v| f(v[0])),
            OpFamily::Binary(f) => check(f, host, &[0, 1], words, |f, v| f(v[0], v[1])),
            OpFamily::Count(f) => check(f, host, &[0], words, |f, v| u64::from(f(v[0]))),
            OpFamily::Extract(f) => check(
                f,
                host,
                &[0],
                |rng| [0, rng.next_u64() % 64, rng.next_u64() % 65, 0],
                |f, v| f(v[0], v[1] as u32, v[2] as u32),
            ),
            OpFamily::Indexed(f)
            | OpFamily::Shifted(f)
            | OpFamily::Square(f)
            | OpFamily::SquareTest(f) => check(
                f,
                host,
                &[0],
                |rng| [0, rng.next_u64() % 64, 0, 0],
                |f, v| f(v[0], v[1] as u32),
            ),
            OpFamily::Wide(_) => 0,
        };
    }
    for family in [&ROTL, &ROTR] {
        checked += check(
            family,
            host,
            &[0],
            |rng| [0, rng.next_u64() % 64, 0, 0],
            |f, v| f(v[0], v[1] as u32),
        );
    }
    checked += check(&REVERSE, host, &[0], words, |f, v| f(v[0]));
    // Attacks of a set: leapers (colour 0 white, 1 black) and the set-wise sliders.
    for piece in [Piece::Pawn, Piece::Knight, Piece::King] {
        let (single, set) = leaper_families(piece).expect("a leaper");
        for family in [single, set] {
            checked += check(
                family,
                host,
                &[1],
                |rng| [rng.next_u64() % 2, 0, 0, 0],
                |f, v| {
                    f(
                        if v[0] == 0 {
                            Color::White
                        } else {
                            Color::Black
                        },
                        v[1],
                    )
                },
            );
        }
    }
    for family in [&ROOK_ATTACKS_FROM, &BISHOP_ATTACKS_FROM] {
        checked += check(family, host, &[0, 1], words, |f, v| f(v[0], v[1]));
    }
    // The two-operand set operations' table (`andn`, `sub`, `nand`, ...), with `-` in
    // either place.
    let mut rng = SplitMix64(11);
    for op in bbtool::ops::setwise::BINARY_OPS {
        for place in 0..2 {
            let mut operands = Operands::default();
            operands.values[1 - place] = rng.next_u64();
            operands.slot = place;
            let inputs = inputs(&mut rng);
            let mut results = vec![0; inputs.len()];
            (op.block)(&inputs, &operands, &mut results);
            for (&x, &got) in inputs.iter().zip(&results) {
                let mut v = operands.values;
                v[place] = x;
                assert_eq!(
                    got,
                    (op.func)(v[0], v[1]),
                    "{} with - in place {place}",
                    op.name
                );
            }
        }
    }
    // The bitscans that stream `scan --first` and `--last` (TZCNT, LZCNT, Rust's counts).
    for family in [&BITSCAN_FORWARD, &BITSCAN_REVERSE] {
        checked += check(family, host, &[0], words, |f, v| u64::from(f(v[0])));
    }
    // One-step shifts, the direction and the step count (0 to 9: more than eight
    // steps empty the board) as fixed operands.
    checked += check(
        &SHIFT_ONE,
        host,
        &[0],
        |rng| [0, rng.next_u64() % 8, rng.next_u64() % 10, 0],
        |f, v| (0..v[2]).fold(v[0], |b, _| f(b, Direction::ALL[v[1] as usize])),
    );
    // Line attacks: the occupancy (the line's value), then the line and the square.
    checked += check(
        &LINE_ATTACKS,
        host,
        &[0],
        |rng| [0, rng.next_u64() % 4, rng.next_u64() % 64, 0],
        |f, v| {
            f(
                Line::ALL[v[1] as usize],
                Square::from_index(v[2] as u32),
                v[0],
            )
        },
    );
    // Ternary logic, operands `[a, b, c, table]`, the line's value in each place (the
    // table too: its low byte).
    checked += check(
        &TERNLOG,
        host,
        &[0, 1, 2, 3],
        |rng| {
            [
                rng.next_u64(),
                rng.next_u64(),
                rng.next_u64(),
                rng.next_u64() % 256,
            ]
        },
        |f, v| f(v[3] as u8, v[0], v[1], v[2]),
    );
    // Every BMI1, TBM and GSO formula, PEXT, PDEP, BZHI, BEXTR, the counts, the rotates,
    // reverse, the one-step shifts, the leapers' tables and shifts, the set-wise sliders, the portable
    // bitscans, the line attacks and ternary logic have one, on every CPU.
    assert!(checked >= 66, "{checked} block forms checked");
}

#[test]
fn every_transform_block_equals_its_function() {
    let mut rng = SplitMix64(7);
    for t in TRANSFORMS {
        let inputs = inputs(&mut rng);
        let mut results = vec![0; inputs.len()];
        (t.block)(&inputs, &Operands::default(), &mut results);
        for (&v, &r) in inputs.iter().zip(&results) {
            assert_eq!(r, (t.func)(v), "{} of {v:#x}", t.name);
        }
    }
}

#[test]
fn ternary_logic_blocks_agree_for_every_table_and_place() {
    let host = Cpu::current();
    let mut rng = SplitMix64(0x7E57);
    let mut checked = 0;
    for (method, func) in TERNLOG.available(host) {
        let Some(block) = method.get_block(host) else {
            continue;
        };
        for imm8 in 0..=255u8 {
            for slot in 0..3 {
                let mut values = [rng.next_u64(), rng.next_u64(), rng.next_u64(), 0];
                values[3] = u64::from(imm8);
                let operands = Operands { values, slot };
                // 21 lines: two whole registers of eight and a tail.
                let inputs: Vec<u64> = (0..21).map(|_| rng.next_u64()).collect();
                let mut results = vec![0; inputs.len()];
                block(&inputs, &operands, &mut results);
                for (&x, &got) in inputs.iter().zip(&results) {
                    let mut v = values;
                    v[slot] = x;
                    assert_eq!(
                        got,
                        func(imm8, v[0], v[1], v[2]),
                        "{} table {imm8:#04x}, line in place {slot}",
                        method.name
                    );
                }
            }
        }
        checked += 1;
    }
    assert!(checked >= 1);
}

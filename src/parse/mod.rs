//! The VALUE grammar: numbers, squares, square lists, ranges, rectangles, named sets and
//! C-precedence expressions over them. See `docs/input.md`.

mod expr;
mod lexer;
pub mod lines;
mod named;

pub use named::{NAMED_SETS, named_set};

use crate::bitboard::Bitboard;
use crate::escape::echo;
use crate::position::{Position, SET_NAMES};
use std::fmt;

/// The deepest nesting of parentheses and unary operators accepted.
pub const MAX_DEPTH: usize = 256;

/// A VALUE that could not be read, with the offending text and where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// What is wrong, naming the offending text.
    pub message: String,
    /// The input as a message shows it: escaped, and cut to about 60 characters around
    /// the column (or to [`crate::escape::ECHO`] without one), so an error on a 10 MB
    /// VALUE does not copy it.
    pub input: String,
    /// 1-based character column of the offending text, when it is inside a longer input.
    pub column: Option<usize>,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)?;
        let Some(column) = self.column else {
            return Ok(());
        };
        // When the message already quotes the whole input, a column adds nothing.
        let quoted = self
            .message
            .match_indices(self.input.as_str())
            .any(|(at, _)| {
                let (before, after) = self.message.split_at(at);
                before.ends_with('\'') && after[self.input.len()..].starts_with('\'')
            });
        if quoted {
            return Ok(());
        }
        write!(f, " in '{}' (column {column})", self.input)
    }
}

impl ParseError {
    /// An error at 1-based character `column` of `input`, keeping the part shown.
    pub(crate) fn at(message: String, input: &str, column: usize) -> ParseError {
        ParseError {
            message,
            input: excerpt(input, column),
            column: Some(column),
        }
    }
}

impl std::error::Error for ParseError {}

/// At most 60 characters of `input` around `column`, with `...` where cut, control
/// characters escaped. Walks the input once without copying it.
fn excerpt(input: &str, column: usize) -> String {
    const WIDTH: usize = 60;
    let count = input.chars().count();
    let start = column
        .saturating_sub(WIDTH / 2)
        .min(count.saturating_sub(WIDTH));
    let mut window = input.char_indices().skip(start).map(|(at, _)| at);
    let from = window.next().unwrap_or(input.len());
    let to = window.nth(WIDTH - 1).unwrap_or(input.len());
    let mut out = String::new();
    if start > 0 {
        out.push_str("...");
    }
    out.push_str(&crate::escape::one_line(&input[from..to], 2 * WIDTH));
    if to < input.len() {
        out.push_str("...");
    }
    out
}

/// The names a VALUE may use besides squares and [`NAMED_SETS`]: a position's sets
/// (`white`, `pawns`, `R`, `ep` ...; see [`SET_NAMES`]) when one is given.
#[derive(Clone, Copy, Debug, Default)]
pub struct Scope<'a> {
    /// The position whose sets VALUEs may name.
    pub position: Option<&'a Position>,
}

impl<'a> Scope<'a> {
    /// The scope of squares and named sets only.
    pub const EMPTY: Scope<'static> = Scope { position: None };

    /// The scope with `position`'s sets.
    pub fn of(position: Option<&'a Position>) -> Scope<'a> {
        Scope { position }
    }

    /// The position set called `word` (names in any case, FEN letters in exact case);
    /// `Err` with a message when `word` is a position name but there is no position.
    fn lookup(&self, word: &str) -> Result<Option<u64>, String> {
        match self.position {
            Some(position) => Ok(position.set(word)),
            None if is_position_name(word) => Err(format!(
                "'{word}' is a set of a position and needs --fen FEN (or --fen startpos)"
            )),
            None => Ok(None),
        }
    }
}

/// True when `word` names a position set: one of [`SET_NAMES`] (any case for the
/// words, exact case for the FEN letters).
fn is_position_name(word: &str) -> bool {
    SET_NAMES
        .iter()
        .any(|&name| name == word || (name.len() > 1 && name.eq_ignore_ascii_case(word)))
}

/// Reads a VALUE: a number, squares, a named set or an expression of them.
pub fn parse_value(input: &str) -> Result<Bitboard, ParseError> {
    parse_value_in(input, &Scope::EMPTY)
}

/// Reads a VALUE that may also name the sets of `scope`'s position.
pub fn parse_value_in(input: &str, scope: &Scope<'_>) -> Result<Bitboard, ParseError> {
    if let Some(fast) = fast_hex(input.as_bytes()) {
        return Ok(Bitboard(fast));
    }
    expr::evaluate(input, scope).map(Bitboard)
}

/// The error for `-` where a command does not read standard input: as a VALUE it would be
/// a minus sign with nothing after it, which says nothing to the user.
pub fn stdin_not_read_here() -> ParseError {
    ParseError {
        message: "'-' (standard input) is not read in this place: give it as an argument".into(),
        input: "-".into(),
        column: None,
    }
}

/// Reads a VALUE given as a command's argument, where `-` is not read.
fn argument_value(input: &str) -> Result<u64, ParseError> {
    match input {
        "-" => Err(stdin_not_read_here()),
        _ => Ok(parse_value(input)?.0),
    }
}

/// Reads a small non-negative integer argument (a count, an index, a shift) below `limit`.
pub fn parse_count(input: &str, what: &str, limit: u64) -> Result<u32, ParseError> {
    let value = argument_value(input)?;
    if value >= limit {
        return Err(out_of_range(
            input,
            value.into(),
            what,
            0,
            i128::from(limit) - 1,
        ));
    }
    Ok(value as u32)
}

/// The error for a number argument outside `low..=high`; an argument that is no plain
/// number (a square, a set, an expression) says what it came to.
fn out_of_range(input: &str, value: i128, what: &str, low: i128, high: i128) -> ParseError {
    let plain = input
        .trim_start_matches('-')
        .starts_with(|c: char| c.is_ascii_digit());
    let came_to = match plain {
        true => String::new(),
        false => format!(" (= {value})"),
    };
    ParseError {
        message: format!(
            "{what} '{}'{came_to} is out of range (must be {low} to {high})",
            echo(input)
        ),
        input: echo(input),
        column: None,
    }
}

/// Reads a signed integer argument such as a generalized shift amount.
pub fn parse_signed(
    input: &str,
    what: &str,
    range: std::ops::RangeInclusive<i64>,
) -> Result<i64, ParseError> {
    let value = argument_value(input)? as i64;
    if !range.contains(&value) {
        return Err(out_of_range(
            input,
            value.into(),
            what,
            (*range.start()).into(),
            (*range.end()).into(),
        ));
    }
    Ok(value)
}

/// Hex digit values by byte, 0xFF for bytes that are not hex digits.
const HEX_VALUE: [u8; 256] = {
    let mut t = [0xFF; 256];
    let mut i = 0;
    while i < 10 {
        t[b'0' as usize + i] = i as u8;
        i += 1;
    }
    let mut i = 0;
    while i < 6 {
        t[b'a' as usize + i] = 10 + i as u8;
        t[b'A' as usize + i] = 10 + i as u8;
        i += 1;
    }
    t
};

/// The common batch case, `0x` and 1 to 16 hex digits, read without the full grammar.
#[inline]
pub fn fast_hex(bytes: &[u8]) -> Option<u64> {
    hex_number(bytes.strip_prefix(b"0x")?)
}

/// 1 to 16 hex digits (either case), most significant first: the digits of a hex
/// number after its prefix.
#[inline]
pub fn hex_number(digits: &[u8]) -> Option<u64> {
    match digits.len() {
        16 => hex16_digits(digits.try_into().ok()?),
        1..=15 => hex_digits(digits),
        _ => None,
    }
}

/// Up to 16 hex digits by table, most significant first.
#[inline]
fn hex_digits(digits: &[u8]) -> Option<u64> {
    let mut value = 0u64;
    for &b in digits {
        let d = HEX_VALUE[b as usize];
        if d > 15 {
            return None;
        }
        value = value << 4 | d as u64;
    }
    Some(value)
}

/// Exactly `0x` and 16 hex digits (optionally a trailing `\r`): the batch fast path.
#[inline]
pub fn fast_hex16(line: &[u8]) -> Option<u64> {
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    if line.len() != 18 || line[..2] != *b"0x" {
        return None;
    }
    hex16_digits(line[2..18].try_into().ok()?)
}

/// Sixteen hex digits, upper or lower case, as a u64 (SSE2 on x86-64); `None` when any
/// byte is not a hex digit.
#[inline]
fn hex16_digits(digits: [u8; 16]) -> Option<u64> {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    // SAFETY: compiled only where SSE2 is enabled for the whole crate (the `cfg` above),
    // so every CPU this code runs on has it.
    return unsafe { hex16(digits) };
    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    hex_digits(&digits)
}

/// Sixteen hex digits with SSE2 (part of every x86-64 CPU): range tests on all 16 bytes
/// at once, nibbles paired into bytes, and the bytes packed.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[target_feature(enable = "sse2")] // baseline on x86-64: callable and inlinable anywhere
#[inline]
fn hex16(digits: [u8; 16]) -> Option<u64> {
    use core::arch::x86_64::*;
    // SAFETY: an unaligned load of 16 bytes from a 16-byte array.
    let x = unsafe { _mm_loadu_si128(digits.as_ptr().cast()) };
    let splat = |b: u8| _mm_set1_epi8(b as i8);
    // Signed compares: bytes from 0x80 up are negative and fail both ranges.
    let within = |v, lo: u8, hi: u8| {
        _mm_and_si128(
            _mm_cmpgt_epi8(v, splat(lo - 1)),
            _mm_cmplt_epi8(v, splat(hi + 1)),
        )
    };
    let digit = within(x, b'0', b'9');
    let letter = within(_mm_or_si128(x, splat(0x20)), b'a', b'f');
    if _mm_movemask_epi8(_mm_or_si128(digit, letter)) != 0xFFFF {
        return None;
    }
    // Nibble values: the low four bits, plus 9 for letters.
    let nibbles = _mm_add_epi8(
        _mm_and_si128(x, splat(0x0F)),
        _mm_and_si128(letter, splat(9)),
    );
    // Each 16-bit lane holds digits 2k (low byte) and 2k+1: make the byte 16*d2k + d2k+1.
    let high = _mm_and_si128(_mm_slli_epi16(nibbles, 4), _mm_set1_epi16(0x00F0));
    let pairs = _mm_or_si128(high, _mm_srli_epi16(nibbles, 8));
    let packed = _mm_packus_epi16(pairs, pairs);
    // The first digit pair is the most significant byte.
    Some((_mm_cvtsi128_si64(packed) as u64).swap_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn excerpt_keeps_short_inputs_whole() {
        assert_eq!(excerpt("e4,i9", 4), "e4,i9");
        let long = "a".repeat(100);
        let cut = excerpt(&long, 50);
        assert!(cut.starts_with("...") && cut.ends_with("..."));
    }

    #[test]
    fn fast_hex_agrees_with_the_grammar_on_every_byte() {
        let mut rng = crate::rng::SplitMix64(0x1234_5678_9abc_def0);
        for round in 0..200_000u32 {
            let state = rng.next_u64();
            let mut text = format!("0x{state:016x}").into_bytes();
            if round % 2 == 1 {
                text = format!("0x{state:016X}").into_bytes();
            }
            // Corrupt one byte in most rounds, with every byte value over the run.
            if round % 4 != 0 {
                let at = 2 + (round as usize / 4) % 16;
                text[at] = (round % 256) as u8;
            }
            let plain = std::str::from_utf8(&text)
                .ok()
                .and_then(|t| u64::from_str_radix(&t[2..], 16).ok())
                .filter(|_| text[2..].iter().all(u8::is_ascii_hexdigit));
            assert_eq!(
                fast_hex(&text),
                plain,
                "{:?}",
                String::from_utf8_lossy(&text)
            );
        }
    }

    #[test]
    fn a_scope_adds_the_positions_sets() {
        // After 1. e4 c5 2. Nf3: white pawns a2-d2 e4 f2-h2, a knight on f3, ep none.
        let fen = "rnbqkbnr/pp1ppppp/8/2p5/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2";
        let position = Position::from_fen(fen).unwrap();
        let scope = Scope::of(Some(&position));
        let value = |text| parse_value_in(text, &scope).unwrap().0;
        assert_eq!(value("P"), 0x1000_ef00);
        assert_eq!(value("N"), 1 << 1 | 1 << 21);
        assert_eq!(value("white & ~pawns"), value("N | B | R | Q | K"));
        assert_eq!(value("white & ~pawns"), 0x0020_0000 | 0xbf);
        assert_eq!(value("p & filec"), 1 << 34);
        assert_eq!(value("OCCUPIED"), value("white | black"));
        assert_eq!(value("ep"), 0);
        // Squares and named sets still work beside them; `b` is black's bishops.
        assert_eq!(value("b"), 1 << 58 | 1 << 61);
        assert_eq!(value("kings & rank8 | e4"), 1 << 60 | 1 << 28);
        let ep = Position::from_fen("8/8/8/8/4P3/8/8/8 b - e3").unwrap();
        assert_eq!(
            parse_value_in("ep", &Scope::of(Some(&ep))).unwrap().0,
            1 << 20
        );
    }

    #[test]
    fn position_names_without_a_position_say_what_they_need() {
        for name in ["pawns", "White", "R", "k", "ep"] {
            let err = parse_value(name).unwrap_err().to_string();
            assert!(
                err.contains(&format!("'{name}'")) && err.contains("--fen"),
                "{err}"
            );
        }
        let err = parse_value("e4 | pawns").unwrap_err();
        assert_eq!(err.column, Some(6));
        // Other words are still unknown names.
        let err = parse_value("x").unwrap_err().to_string();
        assert!(err.starts_with("unknown name 'x'"), "{err}");
    }

    #[test]
    fn fast_hex_accepts_only_plain_hex() {
        assert_eq!(fast_hex(b"0xff"), Some(255));
        assert_eq!(fast_hex(b"0xFFFFFFFFFFFFFFFF"), Some(u64::MAX));
        assert_eq!(fast_hex(b"0x1_0"), None);
        assert_eq!(fast_hex(b"0x"), None);
        assert_eq!(fast_hex(b"0x10000000000000000"), None);
    }
}

//! Formatting a block of results into the output buffer: every machine format by table,
//! SWAR or vectors (AVX2 and AVX-512 loops chosen for the detected CPU), JSON by a
//! template made once per run, and any other text by a caller's function.

use crate::bitboard::Square;
use crate::cpu::Host;
use crate::render::{Format, PathLine};
use crate::scan::SquareLabels;
use serde_json::Value;
use std::io::{self, Write};
use std::sync::Arc;

mod decimal;
mod hex;
mod listing;
mod squares;

use decimal::{decimal, decimal_lines};
use hex::hex_lines;
pub use listing::Walk;
use squares::{RankCopy, RankNames, SquareLinesFn, square_lines};

/// What an operation yields, which decides how it prints.
#[derive(Clone, Copy, Debug)]
pub enum Results {
    /// Bitboards: printed in the chosen format.
    Boards,
    /// Counts and indices: bare decimals in every machine format.
    Numbers,
    /// Answers of a predicate (0 false, else true): `true` or `false` in every format.
    Truths,
    /// Sets listed member by member in a walk's order: indices in the number formats,
    /// square names in `squares`; in JSON the names as the result, then `indices`.
    Members(Walk),
}

/// Writes the text of an (input, result) pair, any number of lines of any length (the
/// human format, a JSON shape the template cannot express, one line per subset): the
/// writer gathers into the output buffer and writes it out whenever it is full.
pub type LineFn<'a> = Box<dyn FnMut(u64, u64, &mut dyn Write) -> io::Result<()> + 'a>;

/// Appends a line per value of a block to an [`OutBuf`] (room checked by the caller): a
/// block formatter of one format (hex, decimal) for some level of the CPU.
type FormatLinesFn = fn(&mut OutBuf, &[u64]);

/// How each result line is printed.
pub struct Printer<'a>(Lines<'a>);

/// The lines of a format or template, or of a caller's function.
enum Lines<'a> {
    Formatted(Formatter),
    Written(LineFn<'a>),
}

/// A machine format's or JSON template's lines, formatted a block at a time: shareable
/// between threads.
#[derive(Clone)]
pub(super) struct Formatter {
    style: Style,
    /// The longest line the style can print, newline included.
    widest: usize,
    /// The block formatters: portable ones until [`Printer::use_cpu`].
    formatters: Formatters,
}

/// The formats whose block loop has a form for a CPU feature.
#[derive(Clone, Copy)]
struct Formatters {
    hex_lines: FormatLinesFn,
    decimal_lines: FormatLinesFn,
    square_lines: SquareLinesFn,
    json_lines: JsonLinesFn,
}

impl Formatters {
    /// The formatters any CPU runs.
    const PORTABLE: Formatters = Formatters {
        hex_lines,
        decimal_lines,
        square_lines,
        json_lines,
    };
}

/// Appends a JSON line per (input, result) pair of a block (room checked by the caller).
type JsonLinesFn = fn(&JsonLine, &mut OutBuf, &[u64], &[u64]);

/// The JSON lines of a block, square names copied as words.
fn json_lines(line: &JsonLine, out: &mut OutBuf, inputs: &[u64], results: &[u64]) {
    json_lines_by(line, out, inputs, results, squares::copy_words);
}

/// The JSON lines of a block, square names copied by `copy`.
#[inline(always)]
fn json_lines_by(
    line: &JsonLine,
    out: &mut OutBuf,
    inputs: &[u64],
    results: &[u64],
    copy: impl RankCopy,
) {
    out.lend(|out| {
        for (&input, &result) in inputs.iter().zip(results) {
            line.put(out, input, result, copy);
            out.prefetch_ahead();
        }
    });
}

/// Every JSON line loop the running CPU can run, the fastest last: portable, AVX2 (a
/// rank's square names as 32-byte vectors), AVX-512 BW (as one 64-byte vector).
fn json_formatters(host: &Host) -> impl Iterator<Item = JsonLinesFn> {
    use crate::cpu::Features;
    /// Safe entry to the AVX2 loop, named only in the table below.
    #[cfg(target_arch = "x86_64")]
    fn json_lines_avx2(line: &JsonLine, out: &mut OutBuf, inputs: &[u64], results: &[u64]) {
        // SAFETY: this function is named only in the table below, whose entries are
        // returned only when the detected `Host` can run their features.
        unsafe { vectors::json_lines_avx2(line, out, inputs, results) }
    }
    /// Safe entry to the AVX-512 loop, named only in the table below.
    #[cfg(target_arch = "x86_64")]
    fn json_lines_avx512(line: &JsonLine, out: &mut OutBuf, inputs: &[u64], results: &[u64]) {
        // SAFETY: as for `json_lines_avx2`.
        unsafe { vectors::json_lines_avx512(line, out, inputs, results) }
    }
    let table: [(Features, JsonLinesFn); _] = [
        (Features::NONE, json_lines),
        #[cfg(target_arch = "x86_64")]
        (Features::of(&vectors::AVX2), json_lines_avx2),
        #[cfg(target_arch = "x86_64")]
        (Features::of(&vectors::AVX512), json_lines_avx512),
    ];
    host.runnable(table)
}

/// The fastest JSON line loop the running CPU can run.
fn json_lines_for(host: &Host) -> JsonLinesFn {
    json_formatters(host).last().unwrap_or(json_lines)
}

/// The JSON block loops compiled for vector units (POPCNT for the counts and the
/// squares' rank starts, LZCNT for the digit counts: without it `leading_zeros` is a BSR
/// and a branch for zero).
#[cfg(target_arch = "x86_64")]
mod vectors {
    use super::{JsonLine, OutBuf, json_lines_by, squares};
    use crate::cpu::Feature;

    /// What [`json_lines_avx2`] needs.
    pub(super) const AVX2: [Feature; 3] = [Feature::Avx2, Feature::Popcnt, Feature::Lzcnt];

    /// What [`json_lines_avx512`] needs.
    pub(super) const AVX512: [Feature; 4] = [
        Feature::Avx512f,
        Feature::Avx512bw,
        Feature::Popcnt,
        Feature::Lzcnt,
    ];

    /// [`super::json_lines`] with square names copied as 32-byte vectors.
    #[target_feature(enable = "avx2,popcnt,lzcnt")]
    pub(super) fn json_lines_avx2(
        line: &JsonLine,
        out: &mut OutBuf,
        inputs: &[u64],
        results: &[u64],
    ) {
        json_lines_by(line, out, inputs, results, |names, digits, bytes, room| {
            squares::avx2::copy_vectors(names, digits, bytes, room)
        });
    }

    /// [`super::json_lines`] with each rank's square names copied as one 64-byte vector.
    #[target_feature(enable = "avx512f,avx512bw,popcnt,lzcnt")]
    pub(super) fn json_lines_avx512(
        line: &JsonLine,
        out: &mut OutBuf,
        inputs: &[u64],
        results: &[u64],
    ) {
        json_lines_by(line, out, inputs, results, |names, digits, _, room| {
            squares::avx512::copy_vector(names, digits, room)
        });
    }
}

/// The formats, each with its own loop over a block.
#[derive(Clone)]
enum Style {
    Hex,
    Dec,
    Bin,
    Oct,
    Squares(Box<RankNames<3>>),
    Rust,
    C,
    Python,
    Number,
    Truth,
    Listing(Walk, Box<SquareLabels>),
    Json(JsonLine),
}

impl<'a> Printer<'a> {
    /// The printer for `results` in a machine format; `None` for human and JSON output,
    /// which need [`Printer::json`] or [`Printer::lines`].
    pub fn new(results: Results, format: Format) -> Option<Printer<'a>> {
        let style = match (results, format) {
            (_, Format::Human | Format::Json) => return None,
            (Results::Numbers, _) => Style::Number,
            (Results::Truths, _) => Style::Truth,
            (Results::Members(walk), Format::Squares) => {
                Style::Listing(walk, SquareLabels::names("", ' '))
            }
            (Results::Members(walk), _) => Style::Listing(walk, SquareLabels::indices(' ')),
            (Results::Boards, Format::Hex) => Style::Hex,
            (Results::Boards, Format::Dec) => Style::Dec,
            (Results::Boards, Format::Bin) => Style::Bin,
            (Results::Boards, Format::Oct) => Style::Oct,
            (Results::Boards, Format::Squares) => Style::Squares(RankNames::new(b"", b" ")),
            (Results::Boards, Format::Rust) => Style::Rust,
            (Results::Boards, Format::C) => Style::C,
            (Results::Boards, Format::Python) => Style::Python,
        };
        let widest = match style {
            Style::Hex => hex::LINE,
            Style::Dec | Style::Number => 21,
            Style::Bin => 67,
            Style::Oct => 25,
            Style::Squares(_) => 3 * 64 + 1,
            Style::Rust => 26,
            Style::C => 28,
            Style::Python => 23,
            Style::Truth => 6,
            Style::Listing(_, ref labels) => labels.widest() + 1,
            Style::Json(ref line) => line.widest(),
        };
        Some(Printer::formatted(style, widest))
    }

    /// One JSON object per line, from a template.
    pub fn json(line: JsonLine) -> Printer<'a> {
        let widest = line.widest();
        Printer::formatted(Style::Json(line), widest)
    }

    /// The printer of a style's lines, by the portable formatters.
    fn formatted(style: Style, widest: usize) -> Printer<'a> {
        Printer(Lines::Formatted(Formatter {
            style,
            widest,
            formatters: Formatters::PORTABLE,
        }))
    }

    /// Text written by `each(input, result, writer)`, whole lines with their newlines.
    pub fn lines(each: LineFn<'a>) -> Printer<'a> {
        Printer(Lines::Written(each))
    }

    /// Formats with the fastest code the running CPU can run.
    pub(super) fn use_cpu(&mut self, host: &Host) {
        if let Lines::Formatted(formatter) = &mut self.0 {
            formatter.formatters = Formatters {
                hex_lines: hex::hex_formatter_for(host),
                decimal_lines: decimal::decimal_formatter_for(host),
                square_lines: squares::square_lines_for(host),
                json_lines: json_lines_for(host),
            };
        }
    }

    /// A copy of this printer's formatter for another thread, sharing its templates;
    /// `None` for text written by a caller's function, which may keep state of its own.
    pub(super) fn fork(&self) -> Option<Formatter> {
        match &self.0 {
            Lines::Formatted(formatter) => Some(formatter.clone()),
            Lines::Written(_) => None,
        }
    }

    /// Appends the lines of `results` (computed from `inputs`) to `out`, writing `out` to
    /// `sink` first when the block might not fit.
    pub(super) fn print(
        &mut self,
        inputs: &[u64],
        results: &[u64],
        out: &mut OutBuf,
        sink: &mut dyn Write,
    ) -> io::Result<()> {
        let formatter = match &mut self.0 {
            Lines::Formatted(formatter) => formatter,
            Lines::Written(each) => {
                let mut spill = Spill { out, sink };
                for (&input, &result) in inputs.iter().zip(results) {
                    each(input, result, &mut spill)?;
                }
                return Ok(());
            }
        };
        // As many lines at a time as the window is sure to hold (a whole block but for
        // the widest templates).
        let lines = ((WINDOW - HEAD - SLACK) / formatter.widest.max(1)).max(1);
        for (inputs, results) in inputs.chunks(lines).zip(results.chunks(lines)) {
            out.make_room(results.len() * formatter.widest, sink)?;
            formatter.format(inputs, results, out);
        }
        Ok(())
    }
}

impl Formatter {
    /// Appends the lines of `results` (computed from `inputs`) to `out` if `out` holds
    /// fewer than `limit` bytes and they surely fit the window; returns whether it did.
    /// For a buffer written whole later, never in the middle.
    pub(super) fn print_within(
        &self,
        inputs: &[u64],
        results: &[u64],
        out: &mut OutBuf,
        limit: usize,
    ) -> bool {
        let fits = out.len < HEAD + limit && out.len + results.len() * self.widest <= WINDOW;
        if fits {
            self.format(inputs, results, out);
        }
        fits
    }

    /// Appends the lines of `results` (computed from `inputs`); the room was made.
    fn format(&self, inputs: &[u64], results: &[u64], out: &mut OutBuf) {
        match &self.style {
            Style::Hex => (self.formatters.hex_lines)(out, results),
            Style::Dec | Style::Number => (self.formatters.decimal_lines)(out, results),
            Style::Bin => results.iter().for_each(|&v| bin_line(out, v)),
            Style::Oct => results.iter().for_each(|&v| oct_line(out, v)),
            Style::Squares(names) => (self.formatters.square_lines)(names, out, results),
            Style::Rust => results.iter().for_each(|&v| {
                literal(out, v, b"0x", b"_u64\n");
            }),
            Style::C => results.iter().for_each(|&v| {
                out.put(b"UINT64_C(0x", 11);
                out.put(&hex16(v), 16);
                out.put(b")\n", 2);
            }),
            Style::Python => results.iter().for_each(|&v| literal(out, v, b"0x", b"\n")),
            Style::Truth => results.iter().for_each(|&v| truth(out, v, b"\n")),
            Style::Listing(walk, labels) => results
                .iter()
                .for_each(|&v| labels.put_closed(out, v, *walk, b'\n')),
            Style::Json(line) => (self.formatters.json_lines)(line, out, inputs, results),
        }
    }
}

/// The output buffer as a writer: text is gathered, and written to the sink first
/// whenever it would not fit, so a writer of any length keeps memory flat.
struct Spill<'o> {
    out: &'o mut OutBuf,
    sink: &'o mut dyn Write,
}

impl Write for Spill<'_> {
    fn write(&mut self, text: &[u8]) -> io::Result<usize> {
        self.out.put_slice(text, self.sink)?;
        Ok(text.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// `true` for any value but 0, else `false`, then `end`.
#[inline(always)]
fn truth(out: &mut OutBuf, v: u64, end: &[u8]) {
    match v {
        0 => out.put(b"false", 5),
        _ => out.put(b"true", 4),
    }
    out.put_text(end);
}

/// The output gathered between writes: a buffer of fixed size, whose room for a block's
/// widest lines is checked once a block, so no line or store needs a check of its own.
pub(super) struct OutBuf {
    bytes: Box<[u8]>,
    len: usize,
}

/// How far past a JSON line's end the next cache lines of output are prefetched.
const PREFETCH_AHEAD: usize = 512;

/// Cache lines prefetched a JSON line: 256 bytes, about a line with square names.
const PREFETCH_LINES: usize = 4;

/// Bytes gathered before a write.
const WRITE_AT: usize = 1 << 17;

/// Bytes before the output that are never written out: [`decimal_lines`] stores whole
/// chunks of digits that may reach up to [`decimal::DIGITS_BEFORE`] bytes before a
/// block's first line.
const HEAD: usize = 32;
const _: () = assert!(
    HEAD >= decimal::DIGITS_BEFORE,
    "the head takes the digits before"
);

/// Room past the longest store: [`RankNames::put_by`] stores whole entries, and takes one
/// range for a set's every rank (whose starts are bytes times a name's width).
const SLACK: usize = squares::REACH;

/// The bytes a block's lines may fill, head and gathered output included: a power of two,
/// so that a store's offset masked by it stays inside the buffer.
pub(super) const WINDOW: usize = 1 << 20;

/// The buffer's size: the window and the reach of a store started at its end.
const CAPACITY: usize = WINDOW + SLACK;

impl OutBuf {
    /// An empty buffer of [`CAPACITY`] bytes (its pages are touched only as it fills).
    pub(super) fn new() -> OutBuf {
        OutBuf {
            bytes: vec![0; CAPACITY].into_boxed_slice(),
            len: HEAD,
        }
    }

    /// Writes the gathered bytes when `more` might not fit after them (or when the write
    /// threshold is reached).
    #[inline]
    fn make_room(&mut self, more: usize, sink: &mut dyn Write) -> io::Result<()> {
        if self.len >= HEAD + WRITE_AT || self.len + more > WINDOW {
            self.write_to(sink)?;
        }
        Ok(())
    }

    /// Writes everything gathered so far.
    pub(super) fn write_to(&mut self, sink: &mut dyn Write) -> io::Result<()> {
        sink.write_all(&self.bytes[HEAD..self.len])?;
        self.len = HEAD;
        Ok(())
    }

    /// Stores `chunk` and keeps its first `used` bytes (room checked by [`Self::make_room`]).
    #[inline(always)]
    fn put<const N: usize>(&mut self, chunk: &[u8; N], used: usize) {
        self.room::<N>().copy_from_slice(chunk);
        self.len += used;
    }

    /// The `N` bytes from the end of the output, for stores that may reach past what they
    /// keep. The room was checked once for the block; the offset masked by the window
    /// keeps them inside the buffer by its range alone, so a store has no check or branch
    /// of its own (a JSON line makes dozens of stores).
    #[inline(always)]
    fn room<const N: usize>(&mut self) -> &mut [u8; N] {
        const { assert!(N <= SLACK, "a store reaches at most SLACK bytes") };
        let at = self.len & (WINDOW - 1);
        let whole: &mut [u8; CAPACITY] = (&mut *self.bytes)
            .try_into()
            .expect("the buffer is CAPACITY bytes");
        (&mut whole[at..at + N]).try_into().expect("N bytes")
    }

    /// Runs `f` on a buffer that holds this one's bytes for the call. A loop's buffer
    /// lent this way stays in registers: behind a reference that escapes, such as one
    /// passed to a call not inlined, its length was stored and reloaded around every store.
    #[inline(always)]
    fn lend(&mut self, f: impl FnOnce(&mut OutBuf)) {
        let mut lent = OutBuf {
            bytes: std::mem::take(&mut self.bytes),
            len: self.len,
        };
        f(&mut lent);
        *self = lent;
    }

    /// Prefetches the output's cache lines from [`PREFETCH_AHEAD`] bytes past its end, so
    /// that the lines to come store into the first-level cache: the window, written
    /// before, waits in L2, a store that misses holds up the stores behind it, and a JSON
    /// line makes dozens (stores into a window that stays in L1 took half the time).
    #[inline(always)]
    fn prefetch_ahead(&self) {
        #[cfg(all(target_arch = "x86_64", target_feature = "sse"))]
        for k in 0..PREFETCH_LINES {
            use core::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let at = (self.len + PREFETCH_AHEAD + 64 * k) & (WINDOW - 1);
            let line = self.bytes.as_ptr().wrapping_add(at);
            // SAFETY: the build has SSE (the cfg above), and a prefetch is a hint: it
            // never faults, and the address is inside the buffer anyway.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(line.cast()) };
        }
    }

    /// Replaces the last byte of the output (a separator that ends a list).
    #[inline(always)]
    fn end_with(&mut self, byte: u8) {
        self.len -= 1;
        self.put(&[byte], 1);
    }

    /// Appends a line of any length, writing first when it does not fit.
    fn put_slice(&mut self, line: &[u8], sink: &mut dyn Write) -> io::Result<()> {
        if self.len + line.len() + SLACK > self.bytes.len() {
            self.write_to(sink)?;
            if HEAD + line.len() + SLACK > self.bytes.len() {
                return sink.write_all(line);
            }
        }
        self.bytes[self.len..self.len + line.len()].copy_from_slice(line);
        self.len += line.len();
        Ok(())
    }

    /// Appends template text (room checked by [`Self::make_room`]).
    #[inline(always)]
    fn put_text(&mut self, text: &[u8]) {
        self.room::<SLACK>()[..text.len()].copy_from_slice(text);
        self.len += text.len();
    }
}

/// Sixteen lowercase hex digits of `v`, most significant first (SSE2 on x86-64).
#[inline(always)]
fn hex16(v: u64) -> [u8; 16] {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    {
        // SAFETY: this code is compiled only with SSE2 enabled (the cfg above).
        unsafe { hex16_sse2(v) }
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    {
        let mut out = [0u8; 16];
        for (i, pair) in out.chunks_exact_mut(2).enumerate() {
            pair.copy_from_slice(&HEX_PAIRS[usize::from((v >> (56 - 8 * i)) as u8)]);
        }
        out
    }
}

/// [`hex16`] by SSE2: the nibbles interleaved high-first, then `'0' + n` (and 39 more for
/// the letters, as `'a'` is `'0' + 10 + 39`).
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[target_feature(enable = "sse2")]
#[inline]
fn hex16_sse2(v: u64) -> [u8; 16] {
    use core::arch::x86_64::*;
    let splat = |b: u8| _mm_set1_epi8(b as i8);
    let bytes = _mm_cvtsi64_si128(v.swap_bytes() as i64);
    let high = _mm_and_si128(_mm_srli_epi16(bytes, 4), splat(0x0F));
    let low = _mm_and_si128(bytes, splat(0x0F));
    let nibbles = _mm_unpacklo_epi8(high, low);
    let letters = _mm_and_si128(_mm_cmpgt_epi8(nibbles, splat(9)), splat(39));
    let text = _mm_add_epi8(_mm_add_epi8(nibbles, splat(b'0')), letters);
    let mut out = [0u8; 16];
    // SAFETY: the unaligned store writes exactly the 16 bytes of `out`.
    unsafe { _mm_storeu_si128(out.as_mut_ptr().cast(), text) };
    out
}

/// Two hex digits of each byte value.
#[cfg(not(target_arch = "x86_64"))]
static HEX_PAIRS: [[u8; 2]; 256] = {
    let digits = b"0123456789abcdef";
    let mut table = [[0u8; 2]; 256];
    let mut b = 0;
    while b < 256 {
        table[b] = [digits[b >> 4], digits[b & 15]];
        b += 1;
    }
    table
};

/// `prefix`, the digits in groups of four joined by `_`, and `suffix` (Rust and Python).
#[inline(always)]
fn literal(out: &mut OutBuf, v: u64, prefix: &[u8; 2], suffix: &[u8]) {
    let digits = hex16(v);
    let mut text = [b'_'; 21];
    text[..2].copy_from_slice(prefix);
    for (group, four) in digits.chunks_exact(4).enumerate() {
        text[2 + 5 * group..6 + 5 * group].copy_from_slice(four);
    }
    out.put(&text, 21);
    out.put_text(suffix);
}

/// `0b`, 64 digits and a newline.
#[inline(always)]
fn bin_line(out: &mut OutBuf, v: u64) {
    out.put(b"0b", 2);
    bin_digits(out, v);
    out.put(b"\n", 1);
}

/// The 64 binary digits of `v`, stored straight from registers (a line built in a local
/// array and copied out stalled on store forwarding).
#[inline(always)]
fn bin_digits(out: &mut OutBuf, v: u64) {
    for digits in binary64(v) {
        out.put(&digits, 16);
    }
}

/// The 64 binary digits of `v`, most significant first, as four 16-byte pieces.
#[inline(always)]
fn binary64(v: u64) -> [[u8; 16]; 4] {
    #[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
    {
        // SAFETY: this code is compiled only with SSE2 enabled (the cfg above).
        unsafe { binary64_sse2(v) }
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "sse2")))]
    binary64_words(v)
}

/// [`binary64`] by words, eight digits a byte by one multiply: the multiply places a
/// copy of the byte every nine bits (the copies do not overlap, so no carries), which
/// puts bit `7 - k` at bit 7 of byte `k`.
#[cfg_attr(
    all(target_arch = "x86_64", target_feature = "sse2"),
    allow(dead_code, reason = "the fallback, checked against SSE2 by a test")
)]
fn binary64_words(v: u64) -> [[u8; 16]; 4] {
    let eight = |byte: u8| {
        ((u64::from(byte).wrapping_mul(0x8040_2010_0804_0201) >> 7) & 0x0101_0101_0101_0101
            | 0x3030_3030_3030_3030)
            .to_le_bytes()
    };
    let mut out = [[0u8; 16]; 4];
    for (piece, bytes) in out.iter_mut().zip(v.to_be_bytes().chunks_exact(2)) {
        piece[..8].copy_from_slice(&eight(bytes[0]));
        piece[8..].copy_from_slice(&eight(bytes[1]));
    }
    out
}

/// [`binary64`] by SSE2: each byte of `v` spread over eight bytes by unpacks, each of
/// those tested against its bit, and `'0'` minus the all-ones of a set bit.
#[cfg(all(target_arch = "x86_64", target_feature = "sse2"))]
#[target_feature(enable = "sse2")]
#[inline]
fn binary64_sse2(v: u64) -> [[u8; 16]; 4] {
    use core::arch::x86_64::*;
    let bytes = _mm_cvtsi64_si128(v.swap_bytes() as i64);
    let pairs = _mm_unpacklo_epi8(bytes, bytes);
    let quads = [
        _mm_unpacklo_epi16(pairs, pairs),
        _mm_unpackhi_epi16(pairs, pairs),
    ];
    // Byte k of each eight tests bit 7 - k.
    let bits = _mm_set1_epi64x(0x0102_0408_1020_4080);
    let mut out = [[0u8; 16]; 4];
    let spread = quads.map(|q| [_mm_unpacklo_epi32(q, q), _mm_unpackhi_epi32(q, q)]);
    for (piece, eights) in out.iter_mut().zip(spread.as_flattened()) {
        let set = _mm_cmpeq_epi8(_mm_and_si128(*eights, bits), bits);
        let digits = _mm_sub_epi8(_mm_set1_epi8(b'0' as i8), set);
        // SAFETY: the unaligned store writes exactly the 16 bytes of `piece`.
        unsafe { _mm_storeu_si128(piece.as_mut_ptr().cast(), digits) };
    }
    out
}

/// `0o`, 22 digits and a newline.
#[inline(always)]
fn oct_line(out: &mut OutBuf, v: u64) {
    let mut line = [0; 27];
    line[..2].copy_from_slice(b"0o");
    line[2..].copy_from_slice(&octal22(v));
    line[24] = b'\n';
    out.put(&line, 25);
}

/// The 22 octal digits of `v`, then three bytes that are not digits: the top bit's
/// digit, then eight, eight and five digits from words of eight.
#[inline(always)]
fn octal22(v: u64) -> [u8; 25] {
    let mut digits = [0; 25];
    digits[0] = b'0' + (v >> 63) as u8;
    digits[1..9].copy_from_slice(&eight_octal_digits(v >> 39).to_le_bytes());
    digits[9..17].copy_from_slice(&eight_octal_digits(v >> 15).to_le_bytes());
    digits[17..].copy_from_slice(&eight_octal_digits(v << 9).to_le_bytes());
    digits
}

/// The eight octal digits of the low 24 bits of `x`, the first in the lowest byte (SWAR:
/// split into halves, quarters, then digits, each step by a shift and a mask).
#[inline(always)]
fn eight_octal_digits(x: u64) -> u64 {
    let x = x & 0xFF_FFFF;
    let halves = (x >> 12) | (x & 0xFFF) << 32;
    const SIX: u64 = 0x0000_003F_0000_003F;
    let quarters = (halves >> 6) & SIX | (halves & SIX) << 16;
    const THREE: u64 = 0x0007_0007_0007_0007;
    let digits = (quarters >> 3) & THREE | (quarters & THREE) << 8;
    digits | 0x3030_3030_3030_3030
}

/// What a JSON field shows of a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Show {
    /// `"0x…"`: 16 hex digits, quoted.
    Hex,
    /// A bare decimal number.
    Number,
    /// The decimal digits as a string.
    DecString,
    /// `"0b…"`, quoted.
    Bin,
    /// `"0o…"`, quoted.
    Oct,
    /// The square names of the members, as an array of strings.
    Squares,
    /// The number of members.
    Count,
    /// The value as a square index, by name (`"e4"`); values past 63 print as numbers.
    SquareName,
    /// `true` (any value but 0) or `false`.
    Truth,
    /// The members' square names in the walk of the template's [`Results::Members`]
    /// (else ascending), as an array of strings.
    Names,
    /// The members' indices in that walk, as an array of numbers.
    Indices,
}

/// Which value of a line a JSON field shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Of {
    /// The line's own value.
    Input,
    /// The operation's result.
    Result,
}

/// The fixed text a template step stores at once: one whole-width copy, no loop (room
/// checked by the caller; the bytes past the text are overwritten by what follows).
const STEP_TEXT: usize = 64;

/// One step of a JSON line template: fixed text, then the line's field, if any.
#[derive(Clone)]
struct Step {
    text: [u8; STEP_TEXT],
    len: usize,
    field: Option<Slot>,
}

/// What follows a step's text: a value shown one way, or a written field's text.
#[derive(Clone, Copy, Debug)]
enum Slot {
    Value(Source, Show),
    /// The template's written field number `k`.
    Written(usize),
}

/// Where a template field takes its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Source {
    /// The line's input or result.
    Of(Of),
    /// The template's derived function number `k` of the line's input.
    Derived(usize),
}

/// A value a template computes from each line's input (a fixed operand captured); shared,
/// so that a printer forked for another thread shares it.
pub type Derive = Arc<dyn Fn(u64) -> u64 + Send + Sync>;

/// Writes a field's JSON text for a line's input into the room given (as wide as the
/// field declared) and returns its length: a field of any shape, such as a list whose
/// length depends on the line.
pub type WriteField = Arc<dyn Fn(u64, &mut [u8]) -> usize + Send + Sync>;

/// A JSON object per line, with the fields in the order [`crate::render::Report`]'s
/// `to_json` gives them: `command`, the result (and for a board its `squares` and
/// `popcount`), `operands`, `method` and `kind`, then the command's own fields. Fixed
/// text is serialized once; only the line's values are formatted per line.
#[derive(Clone)]
pub struct JsonLine {
    steps: Vec<Step>,
    names: Box<RankNames<5>>,
    /// The walk of [`Show::Names`] and [`Show::Indices`], and their labels.
    walk: Walk,
    listed_names: Box<SquareLabels>,
    listed_indices: Box<SquareLabels>,
    /// The functions of [`Source::Derived`] fields.
    derived: Vec<Derive>,
    /// The widths and writers of [`Slot::Written`] fields.
    written: Vec<(usize, WriteField)>,
}

/// Builds a [`JsonLine`]; see [`JsonLine::report`].
pub struct JsonBuilder {
    command: String,
    results: Results,
    operands: Vec<Operand>,
    path: Option<PathLine>,
    fields: Vec<(String, Field)>,
}

/// An operand of a template: fixed, the line's, or derived from the line's.
enum Operand {
    Fixed(String, u64),
    Line,
    Derived(String, Derive),
}

/// A command's own JSON field.
enum Field {
    Fixed(Value),
    Line(Of, Show),
    Derived(Show, Derive),
    Written(usize, WriteField),
}

impl JsonLine {
    /// The template of a report for `command` whose result is of kind `results`.
    pub fn report(command: &str, results: Results) -> JsonBuilder {
        JsonBuilder {
            command: command.to_string(),
            results,
            operands: Vec::new(),
            path: None,
            fields: Vec::new(),
        }
    }

    /// The longest line the template can print.
    fn widest(&self) -> usize {
        // A string field's quotes and prefix are counted in the steps' text.
        let field = |show: &Show| match show {
            Show::Hex
            | Show::Number
            | Show::DecString
            | Show::Count
            | Show::SquareName
            | Show::Truth => 24,
            Show::Bin => 64,
            Show::Oct => 22,
            Show::Squares | Show::Names => 5 * 64 + 2,
            Show::Indices => 3 * 64 + 2,
        };
        let slot = |slot: Slot| match slot {
            Slot::Value(_, show) => field(&show),
            Slot::Written(k) => self.written[k].0,
        };
        self.steps
            .iter()
            .map(|step| step.len + step.field.map_or(0, slot))
            .sum::<usize>()
            + 1
    }

    /// Appends one line (room checked by the caller), square names copied by `copy`.
    #[inline(always)]
    fn put(&self, out: &mut OutBuf, input: u64, result: u64, copy: impl RankCopy) {
        for step in &self.steps {
            out.put(&step.text, step.len);
            match step.field {
                Some(Slot::Value(source, show)) => {
                    let v = match source {
                        Source::Of(Of::Input) => input,
                        Source::Of(Of::Result) => result,
                        Source::Derived(k) => self.derived[k](input),
                    };
                    self.field(out, v, show, copy);
                }
                Some(Slot::Written(k)) => {
                    let (widest, write) = &self.written[k];
                    out.len += write(input, &mut out.bytes[out.len..out.len + widest]);
                }
                None => {}
            }
        }
        out.put(b"\n", 1);
    }

    /// Appends one field's value.
    #[inline(always)]
    fn field(&self, out: &mut OutBuf, v: u64, show: Show, copy: impl RankCopy) {
        match show {
            // The quotes and prefixes of these are the template's text (`Steps::field`).
            Show::Hex => out.put(&hex16(v), 16),
            Show::Number => decimal(out, v, b""),
            Show::Truth => truth(out, v, b""),
            Show::Count => decimal(out, u64::from(v.count_ones()), b""),
            Show::DecString => decimal(out, v, b""),
            Show::Bin => bin_digits(out, v),
            Show::Oct => out.put(&octal22(v), 22),
            Show::Squares => {
                out.put(b"[", 1);
                let before = out.len;
                self.names.put_by(out, v, copy);
                if out.len == before {
                    out.put(b"]", 1);
                } else {
                    out.end_with(b']');
                }
            }
            Show::SquareName => match u32::try_from(v).ok().filter(|&i| i < 64) {
                Some(i) => {
                    let name = Square::from_index(i).name().as_bytes();
                    out.put(b"\"", 1);
                    out.put_text(name);
                    out.put(b"\"", 1);
                }
                None => decimal(out, v, b""),
            },
            Show::Names => {
                out.put(b"[", 1);
                out.lend(|out| self.listed_names.put_closed(out, v, self.walk, b']'));
            }
            Show::Indices => {
                out.put(b"[", 1);
                out.lend(|out| self.listed_indices.put_closed(out, v, self.walk, b']'));
            }
        }
    }
}

impl JsonBuilder {
    /// An operand taken from each line, labelled by its hex value as batch reports label it.
    pub fn line_operand(mut self) -> JsonBuilder {
        self.operands.push(Operand::Line);
        self
    }

    /// An operand computed from each line's value by `derive`, with a fixed label.
    pub fn derived_operand(
        mut self,
        label: &str,
        derive: impl Fn(u64) -> u64 + Send + Sync + 'static,
    ) -> JsonBuilder {
        self.operands
            .push(Operand::Derived(label.to_string(), Arc::new(derive)));
        self
    }

    /// An operand fixed for the run, with its label as typed.
    pub fn operand(mut self, label: &str, value: u64) -> JsonBuilder {
        self.operands.push(Operand::Fixed(label.to_string(), value));
        self
    }

    /// The method that computes the results (`method` and `kind`).
    pub fn path(mut self, path: PathLine) -> JsonBuilder {
        self.path = Some(path);
        self
    }

    /// A field with the same value on every line.
    pub fn field(mut self, key: &str, value: impl Into<Value>) -> JsonBuilder {
        self.fields
            .push((key.to_string(), Field::Fixed(value.into())));
        self
    }

    /// A field showing a line's input or result.
    pub fn line_field(mut self, key: &str, of: Of, show: Show) -> JsonBuilder {
        self.fields.push((key.to_string(), Field::Line(of, show)));
        self
    }

    /// A field whose JSON text `write` writes from each line's value, at most `widest`
    /// bytes.
    pub fn written_field(
        mut self,
        key: &str,
        widest: usize,
        write: impl Fn(u64, &mut [u8]) -> usize + Send + Sync + 'static,
    ) -> JsonBuilder {
        self.fields
            .push((key.to_string(), Field::Written(widest, Arc::new(write))));
        self
    }

    /// A field showing what `derive` computes from each line's value.
    pub fn derived_field(
        mut self,
        key: &str,
        show: Show,
        derive: impl Fn(u64) -> u64 + Send + Sync + 'static,
    ) -> JsonBuilder {
        self.fields
            .push((key.to_string(), Field::Derived(show, Arc::new(derive))));
        self
    }

    /// The template.
    pub fn build(self) -> JsonLine {
        let mut parts = Steps::default();
        let quoted = |s: &str| Value::from(s).to_string();
        let (input, result) = (Source::Of(Of::Input), Source::Of(Of::Result));
        parts.text(&format!("{{\"command\":{}", quoted(&self.command)));
        parts.text(",\"result\":");
        match self.results {
            Results::Boards => {
                parts.field(result, Show::Hex);
                parts.text(",\"squares\":");
                parts.field(result, Show::Squares);
                parts.text(",\"popcount\":");
                parts.field(result, Show::Count);
            }
            Results::Numbers => parts.field(result, Show::Number),
            Results::Truths => parts.field(result, Show::Truth),
            Results::Members(_) => {
                parts.field(result, Show::Names);
                parts.text(",\"indices\":");
                parts.field(result, Show::Indices);
            }
        }
        if !self.operands.is_empty() {
            parts.text(",\"operands\":[");
            for (i, operand) in self.operands.into_iter().enumerate() {
                parts.text(if i == 0 {
                    "{\"label\":"
                } else {
                    ",{\"label\":"
                });
                match operand {
                    Operand::Fixed(label, value) => {
                        let value = crate::render::hex(value);
                        parts.text(&format!(
                            "{},\"value\":{}}}",
                            quoted(&label),
                            quoted(&value)
                        ));
                    }
                    Operand::Line => {
                        parts.field(input, Show::Hex);
                        parts.text(",\"value\":");
                        parts.field(input, Show::Hex);
                        parts.text("}");
                    }
                    Operand::Derived(label, derive) => {
                        parts.text(&format!("{},\"value\":", quoted(&label)));
                        parts.derived(Show::Hex, derive);
                        parts.text("}");
                    }
                }
            }
            parts.text("]");
        }
        if let Some(path) = &self.path {
            parts.text(&format!(
                ",\"method\":{},\"kind\":{}",
                quoted(path.method),
                quoted(path.kind.name())
            ));
        }
        for (key, field) in self.fields {
            parts.text(&format!(",{}:", quoted(&key)));
            match field {
                Field::Fixed(value) => parts.text(&value.to_string()),
                Field::Line(of, show) => parts.field(Source::Of(of), show),
                Field::Derived(show, derive) => parts.derived(show, derive),
                Field::Written(widest, write) => parts.written(widest, write),
            }
        }
        parts.text("}");
        let walk = match self.results {
            Results::Members(walk) => walk,
            _ => Walk::ASCENDING,
        };
        JsonLine {
            steps: parts.steps,
            names: RankNames::new(b"\"", b"\","),
            walk,
            listed_names: SquareLabels::names("\"", ','),
            listed_indices: SquareLabels::indices(','),
            derived: parts.derived,
            written: parts.written,
        }
    }
}

/// Template steps: text appended to the last step until it has a field or is full; the
/// functions of the derived fields.
#[derive(Default)]
struct Steps {
    steps: Vec<Step>,
    derived: Vec<Derive>,
    written: Vec<(usize, WriteField)>,
}

impl Steps {
    /// The last step if `takes` it, else a new empty one.
    fn last_that(&mut self, takes: impl Fn(&Step) -> bool) -> &mut Step {
        if !self.steps.last().is_some_and(takes) {
            self.steps.push(Step {
                text: [0; STEP_TEXT],
                len: 0,
                field: None,
            });
        }
        self.steps.last_mut().expect("a step was just pushed")
    }

    /// Appends fixed text.
    fn text(&mut self, text: &str) {
        for &byte in text.as_bytes() {
            let step = self.last_that(|step| step.field.is_none() && step.len < STEP_TEXT);
            step.text[step.len] = byte;
            step.len += 1;
        }
    }

    /// Appends a line's field.
    fn field(&mut self, source: Source, show: Show) {
        // The quotes and prefix of a string field are fixed text, so that the field
        // itself is only its digits (a hex field one 16-byte store).
        let (before, after) = match show {
            Show::Hex => ("\"0x", "\""),
            Show::Bin => ("\"0b", "\""),
            Show::Oct => ("\"0o", "\""),
            Show::DecString => ("\"", "\""),
            _ => ("", ""),
        };
        self.text(before);
        self.slot(Slot::Value(source, show));
        self.text(after);
    }

    /// Appends a slot after the text so far.
    fn slot(&mut self, slot: Slot) {
        self.last_that(|step| step.field.is_none()).field = Some(slot);
    }

    /// Appends a field written by `write`, at most `widest` bytes.
    fn written(&mut self, widest: usize, write: WriteField) {
        self.slot(Slot::Written(self.written.len()));
        self.written.push((widest, write));
    }

    /// Appends a field derived from the line's value by `derive`.
    fn derived(&mut self, show: Show, derive: Derive) {
        self.field(Source::Derived(self.derived.len()), show);
        self.derived.push(derive);
    }
}

/// Checks `formatter` on `values` split at `n` (so both parts take every length),
/// after text it must leave as it was: the output is that text, then `line` of each
/// value.
#[cfg(test)]
fn assert_split_block_formats(
    formatter: FormatLinesFn,
    out: &mut OutBuf,
    values: &[u64],
    n: usize,
    line: impl Fn(u64) -> String,
) {
    out.len = HEAD;
    out.put_text(b"kept");
    formatter(out, &values[..n]);
    formatter(out, &values[n..]);
    let want: String = values.iter().map(|&v| line(v)).collect();
    assert_eq!(
        std::str::from_utf8(&out.bytes[HEAD..out.len]).unwrap(),
        format!("kept{want}")
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stream::BLOCK;

    #[test]
    fn json_lines_are_the_same_by_every_loop() {
        let line = JsonLine::report("t", Results::Boards)
            .line_operand()
            .line_field("dec", Of::Result, Show::DecString)
            .line_field("bin", Of::Input, Show::Bin)
            .line_field("oct", Of::Input, Show::Oct)
            .line_field("members", Of::Input, Show::Squares)
            .line_field("n", Of::Input, Show::Count)
            .build();
        let mut rng = crate::rng::SplitMix64(9);
        let mut inputs: Vec<u64> = vec![0, u64::MAX, 1, 1 << 63, 0xFF << 56];
        inputs.extend((0..3000).map(|i| match i % 3 {
            0 => rng.next_u64() & rng.next_u64(),
            1 => rng.next_u64() | rng.next_u64(),
            _ => rng.next_u64(),
        }));
        let results: Vec<u64> = inputs.iter().map(|v| v.rotate_left(9) ^ 0xF0).collect();
        let format = |formatter: JsonLinesFn| {
            let mut out = OutBuf::new();
            let mut text = Vec::new();
            for (inputs, results) in inputs.chunks(BLOCK).zip(results.chunks(BLOCK)) {
                formatter(&line, &mut out, inputs, results);
                out.write_to(&mut text).unwrap();
            }
            String::from_utf8(text).unwrap()
        };
        let want = format(json_lines);
        for (text, &v) in want.lines().zip(&inputs) {
            let members: Vec<&str> = (0..64)
                .filter(|i| v >> i & 1 == 1)
                .map(|i| Square::from_index(i).name())
                .collect();
            let json: Value = serde_json::from_str(text).unwrap();
            assert_eq!(json["members"], serde_json::json!(members), "{text}");
        }
        let formatters: Vec<JsonLinesFn> = json_formatters(crate::cpu::Cpu::current()).collect();
        assert!(!formatters.is_empty());
        for formatter in formatters {
            assert_eq!(format(formatter), want);
        }
    }

    #[test]
    fn a_block_wider_than_the_window_prints_in_parts() {
        // A written field of about 5,000 bytes a line: a block of them is more than the
        // window holds, so the printer must make room for it part by part.
        let text = |v: u64| {
            format!(
                "\"{}\"",
                v.to_string().repeat(5000 / (v.ilog10() + 1) as usize)
            )
        };
        let line = JsonLine::report("t", Results::Numbers)
            .written_field("w", 6000, move |v, room| {
                let text = text(v);
                room[..text.len()].copy_from_slice(text.as_bytes());
                text.len()
            })
            .build();
        let mut printer = Printer::json(line);
        printer.use_cpu(crate::cpu::Cpu::current());
        let values: Vec<u64> = (1..=BLOCK as u64).collect();
        assert!(
            values.len() * 5000 > WINDOW,
            "the block is wider than the window"
        );
        let (mut out, mut sink) = (OutBuf::new(), Vec::new());
        printer
            .print(&values, &values, &mut out, &mut sink)
            .unwrap();
        out.write_to(&mut sink).unwrap();
        let printed = String::from_utf8(sink).unwrap();
        assert_eq!(printed.lines().count(), values.len());
        for (printed, &v) in printed.lines().zip(&values) {
            let json: Value = serde_json::from_str(printed).unwrap();
            assert_eq!(json["result"], v);
            assert_eq!(json["w"].as_str().unwrap(), text(v).trim_matches('"'));
        }
    }

    /// Checks `line` against `want` on `edges` and 10,000 random values of every width.
    fn assert_single_lines(line: fn(&mut OutBuf, u64), edges: &[u64], want: fn(u64) -> String) {
        let mut rng = crate::rng::SplitMix64(5);
        let randoms = (0..10_000).map(|_| rng.next_u64() >> (rng.next_u64() % 64));
        let mut out = OutBuf::new();
        for v in edges.iter().copied().chain(randoms) {
            out.len = HEAD;
            line(&mut out, v);
            let text = std::str::from_utf8(&out.bytes[HEAD..out.len]).unwrap();
            assert_eq!(text, want(v));
        }
    }

    #[test]
    fn binary_lines_are_format_binary() {
        let edges = [0, 1, 0x80, u64::MAX, 1 << 63, 0x0123_4567_89ab_cdef];
        assert_single_lines(bin_line, &edges, |v| format!("{v:#066b}\n"));
        let mut rng = crate::rng::SplitMix64(7);
        for v in edges.into_iter().chain((0..1000).map(|_| rng.next_u64())) {
            assert_eq!(binary64_words(v), binary64(v));
        }
    }

    #[test]
    fn octal_lines_are_format_octal() {
        let edges = [
            0,
            1,
            7,
            8,
            u64::MAX,
            1 << 63,
            (1 << 63) - 1,
            0o1234567012345670123456,
        ];
        assert_single_lines(oct_line, &edges, |v| format!("0o{v:022o}\n"));
    }
}

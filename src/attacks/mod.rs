//! Attack sets: leapers from tables, sliders by every method of the reference
//! (ray walk, Hyperbola Quintessence, PEXT tables, magics, Kogge-Stone), set-wise
//! attacks of whole piece sets, and the facts `explain` shows.
//!
//! Every slider method ignores the slider's own square in the occupancy: the masks
//! exclude it, and fills and walks start beside it.

mod black_magic;
mod classical;
pub mod dispatch;
mod dumb7fill;
pub mod explain;
pub mod hyperbola;
mod kindergarten;
pub mod kogge_stone;
pub mod leapers;
mod leorik;
pub mod magic;
mod obstruction_difference;
pub mod pext;
mod plain_magic;
mod qbb;
pub mod rays;
mod rotated;
mod sbamg;
mod slide_arithmetic;
pub mod subsets;

pub use crate::bitboard::Square;
use crate::catalogue::block_fn;
#[cfg(target_arch = "x86_64")]
use crate::catalogue::hardware_method;
use crate::catalogue::{Choice, Class, Family, Method, MethodError, Selection, leading, same_name};
use crate::cpu::{Cpu, Host};
pub use dispatch::{SliderMethod, SliderPiece, Sliders, WithSliders};

/// A sliding piece's move pattern; the queen is the union of both.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Slider {
    /// Ranks and files.
    Rook,
    /// Diagonals and anti-diagonals.
    Bishop,
}

impl Slider {
    /// The single-square catalogue of this slider.
    pub fn family(self) -> &'static Family<SliderFn> {
        match self {
            Slider::Rook => &ROOK_ATTACKS,
            Slider::Bishop => &BISHOP_ATTACKS,
        }
    }
    /// The batch catalogue of this slider.
    pub fn many_family(self) -> &'static Family<SliderManyFn> {
        match self {
            Slider::Rook => &ROOK_ATTACKS_MANY,
            Slider::Bishop => &BISHOP_ATTACKS_MANY,
        }
    }
    /// The set-wise catalogue of this slider.
    pub fn setwise_family(self) -> &'static Family<SetwiseFn> {
        match self {
            Slider::Rook => &ROOK_ATTACKS_FROM,
            Slider::Bishop => &BISHOP_ATTACKS_FROM,
        }
    }
    /// `rook` or `bishop`.
    pub const fn name(self) -> &'static str {
        match self {
            Slider::Rook => "rook",
            Slider::Bishop => "bishop",
        }
    }
}

/// A line through a square, as Hyperbola Quintessence handles them.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Line {
    /// The rank (horizontal).
    Rank,
    /// The file (vertical).
    File,
    /// The diagonal (a1-h8 direction).
    Diagonal,
    /// The anti-diagonal (a8-h1 direction).
    AntiDiagonal,
}

impl Line {
    /// Every line, in the order of their discriminants (`line as u64` indexes it).
    pub const ALL: [Line; 4] = [Line::Rank, Line::File, Line::Diagonal, Line::AntiDiagonal];

    /// Parses `rank`, `file`, `diagonal` or `antidiagonal` (also `anti-diagonal`).
    pub fn parse(text: &str) -> Option<Line> {
        Some(match text.to_ascii_lowercase().as_str() {
            "rank" => Line::Rank,
            "file" => Line::File,
            "diagonal" => Line::Diagonal,
            "antidiagonal" | "anti-diagonal" => Line::AntiDiagonal,
            _ => return None,
        })
    }
}

/// The side a pawn belongs to.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, Default)]
pub enum Color {
    /// Moves towards rank 8.
    #[default]
    White,
    /// Moves towards rank 1.
    Black,
}

impl Color {
    /// Parses `white`/`w` or `black`/`b`, case-insensitive.
    pub fn parse(text: &str) -> Option<Color> {
        match text.to_ascii_lowercase().as_str() {
            "white" | "w" => Some(Color::White),
            "black" | "b" => Some(Color::Black),
            _ => None,
        }
    }
    /// The other side.
    pub const fn opposite(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }
    /// `white` or `black`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }
}

/// A chess piece type.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Piece {
    /// Attacks diagonally forward.
    Pawn,
    /// Leaps.
    Knight,
    /// Slides diagonally.
    Bishop,
    /// Slides along ranks and files.
    Rook,
    /// Rook and bishop.
    Queen,
    /// One step in every direction.
    King,
}

impl Piece {
    /// Every piece, pawn first.
    pub const ALL: [Piece; 6] = [
        Piece::Pawn,
        Piece::Knight,
        Piece::Bishop,
        Piece::Rook,
        Piece::Queen,
        Piece::King,
    ];
    /// The lowercase name.
    pub const fn name(self) -> &'static str {
        match self {
            Piece::Pawn => "pawn",
            Piece::Knight => "knight",
            Piece::Bishop => "bishop",
            Piece::Rook => "rook",
            Piece::Queen => "queen",
            Piece::King => "king",
        }
    }
    /// Parses a name (`knight`) or a letter (`n`), case-insensitive.
    pub fn parse(text: &str) -> Option<Piece> {
        let t = text.to_ascii_lowercase();
        Piece::ALL
            .into_iter()
            .find(|p| p.name() == t || t.len() == 1 && p.letter() == t.as_bytes()[0])
    }
    /// The letter of the piece (`p n b r q k`).
    pub const fn letter(self) -> u8 {
        match self {
            Piece::Knight => b'n',
            _ => self.name().as_bytes()[0],
        }
    }
    /// The slider patterns this piece combines (none for leapers).
    pub const fn sliders(self) -> &'static [Slider] {
        match self {
            Piece::Bishop => &[Slider::Bishop],
            Piece::Rook => &[Slider::Rook],
            Piece::Queen => &[Slider::Rook, Slider::Bishop],
            _ => &[],
        }
    }
}

/// A single-square slider attack getter: `(square, occupancy) -> attacks`.
pub type SliderFn = fn(Square, u64) -> u64;
/// A batch of slider lookups: `out[i]` = attacks of `pairs[i]` = (square, occupancy),
/// up to the shorter of the two slices.
pub type SliderManyFn = fn(&[(Square, u64)], &mut [u64]);
/// A set-wise attack getter: `(sliders, occupancy) -> union of their attacks`.
pub type SetwiseFn = fn(u64, u64) -> u64;

/// Every slider method, once: the single-square, batch and dispatch catalogues
/// ([`dispatch`]) are all derived from this list, by `$callback!` over its entries:
/// `Variant = "name": rook_fn, bishop_fn[, queen_fn]; needs [FEATURES] "target features"
/// [using_pext]; [wide "name-avx512" [by rook_fn, bishop_fn];] "technique", "summary";`. A method whose queen is
/// cheaper than its rook and bishop apart names a `queen_fn`; the others' queen is the
/// union of the two. Portable entries need `[]`; a hardware entry's functions are
/// `unsafe fn`s whose contract is exactly its features. A `wide` name adds, to the batch
/// families only, the same batch loop compiled twice more, as hardware methods of their
/// own: for AVX2 and the BMI instructions (`name-avx2`, [`AVX2_TARGET`]) and for AVX-512
/// (the `wide` name, [`WIDE_TARGET`]). `by` names other functions for the AVX-512 loop:
/// the same algorithm with its line masks computed by shifts instead of loaded, where
/// eight lanes' mask loads would be gathers (kindergarten's attack tables stay gathers:
/// they are the algorithm).
///
/// The order is the preference for single lookups, measured best first (`bbtool bench
/// rook-attacks bishop-attacks`, Xeon Emerald Rapids, ns per lookup rook/bishop):
/// pext-table 1.67/1.62, black-magic 1.63/1.73, magic 1.94/1.67, plain-magic 1.74/1.72,
/// pext-pdep-compressed 2.34/2.08, kindergarten 2.62/2.06, hyperbola-ssse3 4.64/2.42 (its
/// earlier form), classical 2.93/2.87, then the bit-twiddling methods at 3-8 ns. PEXT and
/// the black magics tie; PEXT stays first where it is fast. The PEXT methods are skipped
/// where PEXT is microcoded (Zen 1/2), which leaves black-magic. Batches rank differently
/// ([`BATCH_PREFERENCE`]). The reference is `ray-walk`.
macro_rules! with_slider_methods {
    ($callback:ident) => {
        $callback! {
            #[cfg(target_arch = "x86_64")]
            PextTable = "pext-table": pext::rook, pext::bishop;
                needs [Bmi2] "bmi2" using_pext;
                "PEXT index into one 840 KB table",
                "PEXT Bitboards (BMI2): base offset + pext(occ, mask) into one dense table";
            BlackMagic = "black-magic": black_magic::rook, black_magic::bishop;
                needs [];
                "fixed-shift magic, (occ | !mask) * magic >> 52/55, one shared table",
                "Volker Annuss's black magics, Onno Garms's fixed shift: 706 KB (Magic Bitboards, Black Magic Bitboards)";
            Magic = "magic": magic::rook, magic::bishop;
                needs [];
                "fancy magic multiplication",
                "Fancy Magic Bitboards, magics found by find_magics from a fixed seed";
            PlainMagic = "plain-magic": plain_magic::rook, plain_magic::bishop;
                needs [];
                "plain magic, a full 12/9-bit block per square",
                "Lasse Hansen's plain magics: 2.3 MB of per-square blocks (Magic Bitboards, Plain)";
            #[cfg(target_arch = "x86_64")]
            PextPdepCompressed = "pext-pdep-compressed": pext::rook_pdep, pext::bishop_pdep;
                needs [Bmi2] "bmi2" using_pext;
                "PEXT index into 16-bit entries, PDEP to expand",
                "PEXT/PDEP Bitboards (BMI2): 210 KB of 16-bit entries deposited by PDEP";
            Kindergarten = "kindergarten": kindergarten::rook, kindergarten::bishop;
                needs [];
                wide "kindergarten-avx512" by kindergarten::rook_by_shifts,
                    kindergarten::bishop_by_shifts;
                "6-bit line index by multiplication into small tables",
                "Urban Koistinen's kindergarten: 8.5 KB of first-rank/a-file tables (Kindergarten Bitboards)";
            #[cfg(target_arch = "x86_64")]
            HyperbolaSsse3 = "hyperbola-ssse3": hyperbola::rook_ssse3, hyperbola::bishop_ssse3,
                hyperbola::queen_ssse3;
                needs [Sse2, Ssse3] "sse2,ssse3";
                "occupancy and its byte swap in one SSSE3 register, one PSHUFB fold",
                "Hyperbola Quintessence, Aleks Peshkov's SSSE3 form; a rank table for ranks (SSSE3)";
            Classical = "classical": classical::rook, classical::bishop;
                needs [];
                wide "classical-avx512";
                "ray table, one bitscan per ray",
                "Robert Hyatt, Michael Sherwin's branchless form (Classical Approach)";
            SlideArithmetic = "slide-arithmetic": slide_arithmetic::rook, slide_arithmetic::bishop;
                needs [];
                wide "slide-arithmetic-avx512";
                "BZHI split, BLSMSK and leading-zero fills, portable form",
                "Jakob Progsch and Daniel Infuehr (SlideArithm, Chess_Movegen thread)";
            ObstructionDifference = "obstruction-difference": obstruction_difference::rook,
                obstruction_difference::bishop;
                needs [];
                wide "obstruction-difference-avx512" by obstruction_difference::rook_by_shifts,
                    obstruction_difference::bishop_by_shifts;
                "lineEx & (2 ls1b(upper) - ms1b(lower | 1))",
                "Michael Hoffmann (Obstruction Difference)";
            Leorik = "leorik": leorik::rook, leorik::bishop;
                needs [];
                wide "leorik-avx512" by leorik::rook, leorik::bishop_by_shifts;
                "MaskLow ^ MaskHigh of the blockers split at the square",
                "Thomas Jahn's Leorik line attacks (github.com/lithander/Leorik; Chess_Movegen)";
            Hyperbola = "hyperbola": hyperbola::rook, hyperbola::bishop;
                needs [];
                wide "hyperbola-avx512" by hyperbola::rook_by_shifts, hyperbola::bishop_by_shifts;
                lanes "o^(o-2r) four lookups a register, masks shifted into place, ranks by Cooijmans' mapping",
                    "Hyperbola Quintessence with no table: byte swap by PSHUFB, ranks by Tim Cooijmans' mapping with PSADBW"
                    hyperbola::avx2::rook, hyperbola::avx2::bishop;
                gfni "hyperbola-gfni" by hyperbola::gfni::rook, hyperbola::gfni::bishop,
                    hyperbola::gfni::queen;
                    "o^(o-2r) eight lookups a register, every line bit-reversed by GF2P8AFFINEQB and VPSHUFB",
                    "Hyperbola Quintessence in its Long.reverse form (HQ page), the bit reversals by GFNI: one of the occupancy and one of the summed reversed halves a lookup";
                "o^(o-2r) with byte swap, first-rank table for ranks",
                "Hyperbola Quintessence, byte swap for files/diagonals, a rank table for ranks";
            Qbb = "qbb": qbb::rook, qbb::bishop;
                needs [];
                wide "qbb-avx512";
                "nearest piece per direction by bitscan, line masks intersected",
                "Fabio Gobbato's QBBEngine rays (QBBEngine; Chess_Movegen)";
            Sbamg = "sbamg": sbamg::rook, sbamg::bishop;
                needs [];
                wide "sbamg-avx512";
                "o ^ (o - 3cbn) on ranks and files, byte swap on diagonals",
                "Syed Fahad's o^(o-3cbn) (SBAMG, Subtracting a Rook from a Blocking Piece)";
            Rotated = "rotated": rotated::rook, rotated::bishop;
                needs [];
                "occupancy rotated per lookup, first-rank table",
                "Robert Hyatt's rotated bitboards, the occupancy rotated per lookup (Rotated Bitboards)";
            KoggeStone = "kogge-stone": kogge_stone::rook, kogge_stone::bishop;
                needs [];
                wide "kogge-stone-avx512";
                lanes "Kogge-Stone occluded fills four lookups a register",
                    "Kogge-Stone occluded fills in four directions (General Setwise Operations)"
                    kogge_stone::avx2_lanes::rook, kogge_stone::avx2_lanes::bishop;
                "Kogge-Stone occluded fills",
                "Kogge-Stone occluded fills in four directions (General Setwise Operations)";
            Dumb7Fill = "dumb7fill": dumb7fill::rook, dumb7fill::bishop;
                needs [];
                wide "dumb7fill-avx512";
                "occluded fill, seven steps per direction",
                "the plain occluded fill, named by Gunnar Andersson (Dumb7Fill)";
            RayWalk = "ray-walk": rays::rook, rays::bishop;
                needs [];
                "classical ray walk, square by square",
                "Each ray walked to the first blocker (Sliding Piece Attacks); the oracle";
        }
    };
}
pub(crate) use with_slider_methods;

/// Writes the lookup of each pair into `out`, up to the shorter of the two slices.
/// Always inlined, so each batch method's lookup inlines into its own loop.
#[inline(always)]
fn each_pair(pairs: &[(Square, u64)], out: &mut [u64], lookup: impl Fn(Square, u64) -> u64) {
    for (slot, &(sq, occ)) in out.iter_mut().zip(pairs) {
        *slot = lookup(sq, occ);
    }
}

/// The byte offsets of the square and the occupancy in a `(Square, u64)` pair: Rust
/// chooses a tuple's layout, so [`each_pair_avx512`] reads them from the compiler and
/// refuses to build unless they are the two halves of a 16-byte pair.
#[cfg(target_arch = "x86_64")]
const PAIR_SQUARE_AT: usize = core::mem::offset_of!((Square, u64), 0);
#[cfg(target_arch = "x86_64")]
const PAIR_OCCUPANCY_AT: usize = core::mem::offset_of!((Square, u64), 1);
#[cfg(target_arch = "x86_64")]
const _: () = assert!(
    size_of::<(Square, u64)>() == 16
        && size_of::<Square>() == 1
        && PAIR_SQUARE_AT.is_multiple_of(8)
        && PAIR_OCCUPANCY_AT.is_multiple_of(8)
        && PAIR_SQUARE_AT != PAIR_OCCUPANCY_AT
);

/// [`each_pair`] for the AVX-512 batch loops: eight pairs at a time are split into eight
/// squares and eight occupancies by two byte-masked loads (the square byte and the
/// occupancy of each pair; the padding is never read) and two VPERMT2Q, where the plain
/// loop gathers the squares a byte insert at a time. The lookups of a block then run as a
/// plain loop over two arrays, which the loop vectoriser takes eight lanes at a time.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512bw")]
#[inline]
fn each_pair_avx512(pairs: &[(Square, u64)], out: &mut [u64], lookup: impl Fn(Square, u64) -> u64) {
    /// Pairs split per block: two 512-byte arrays on the stack.
    const BLOCK: usize = 64;
    let n = pairs.len().min(out.len());
    let (blocks, pair_rest) = pairs[..n].as_chunks::<BLOCK>();
    let (out_blocks, out_rest) = out[..n].as_chunks_mut::<BLOCK>();
    let mut squares = [0u64; BLOCK];
    let mut occupancies = [0u64; BLOCK];
    for (block, slots) in blocks.iter().zip(out_blocks) {
        let (eights, _) = block.as_chunks::<8>();
        let (square_eights, _) = squares.as_chunks_mut::<8>();
        let (occupancy_eights, _) = occupancies.as_chunks_mut::<8>();
        for ((eight, sq), occ) in eights.iter().zip(square_eights).zip(occupancy_eights) {
            let (eight_squares, eight_occupancies) = split_eight(eight);
            store_words(sq, eight_squares);
            store_words(occ, eight_occupancies);
        }
        for ((slot, &sq), &occ) in slots.iter_mut().zip(&squares).zip(&occupancies) {
            *slot = lookup(Square::from_index(sq as u32), occ);
        }
    }
    each_pair(pair_rest, out_rest, lookup);
}

/// Eight pairs as a register of their squares and one of their occupancies: two
/// byte-masked loads keep each pair's square byte and occupancy, two VPERMT2Q part them.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512bw")]
#[inline]
fn split_eight(
    pairs: &[(Square, u64); 8],
) -> (core::arch::x86_64::__m512i, core::arch::x86_64::__m512i) {
    use core::arch::x86_64::*;
    let every_second = |first: usize| {
        let first = (first / 8) as i64;
        _mm512_setr_epi64(
            first,
            first + 2,
            first + 4,
            first + 6,
            first + 8,
            first + 10,
            first + 12,
            first + 14,
        )
    };
    let (fours, _) = pairs.as_chunks::<4>();
    let (low, high) = (four_pairs_data(&fours[0]), four_pairs_data(&fours[1]));
    (
        _mm512_permutex2var_epi64(low, every_second(PAIR_SQUARE_AT), high),
        _mm512_permutex2var_epi64(low, every_second(PAIR_OCCUPANCY_AT), high),
    )
}

/// [`each_pair`] for lookups eight lanes a register (AVX-512): eight pairs at a time
/// split by [`split_eight`]; the last pairs are padded with square a1 and an empty board,
/// and only their lanes are written.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512bw")]
#[inline]
fn each_eight(
    pairs: &[(Square, u64)],
    out: &mut [u64],
    lookup: impl Fn(
        core::arch::x86_64::__m512i,
        core::arch::x86_64::__m512i,
    ) -> core::arch::x86_64::__m512i,
) {
    let n = pairs.len().min(out.len());
    let (eights, pair_rest) = pairs[..n].as_chunks::<8>();
    let (out_eights, out_rest) = out[..n].as_chunks_mut::<8>();
    for (eight, slots) in eights.iter().zip(out_eights) {
        let (squares, occupancies) = split_eight(eight);
        store_words(slots, lookup(squares, occupancies));
    }
    if !pair_rest.is_empty() {
        let mut padded = [(Square::A1, 0); 8];
        padded[..pair_rest.len()].copy_from_slice(pair_rest);
        let (squares, occupancies) = split_eight(&padded);
        let mut lanes = [0u64; 8];
        store_words(&mut lanes, lookup(squares, occupancies));
        out_rest.copy_from_slice(&lanes[..out_rest.len()]);
    }
}

/// The 64 bytes of four pairs with only their data kept: each square's byte and each
/// occupancy, every other byte zero.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f,avx512bw")]
#[inline]
fn four_pairs_data(pairs: &[(Square, u64); 4]) -> core::arch::x86_64::__m512i {
    use core::arch::x86_64::_mm512_maskz_loadu_epi8;
    // The bytes of four pairs that hold data: the square's byte and the occupancy's eight.
    const KEEP: u64 = {
        let pair = (1u64 << PAIR_SQUARE_AT) | (0xff << PAIR_OCCUPANCY_AT);
        pair | pair << 16 | pair << 32 | pair << 48
    };
    // SAFETY: `pairs` is 64 readable bytes (four 16-byte pairs, checked above); the load
    // reads only the bytes KEEP selects, which are initialised (a square, an occupancy):
    // a byte-masked load does not access masked-off bytes, so the padding is never read.
    unsafe { _mm512_maskz_loadu_epi8(KEEP, pairs.as_ptr().cast()) }
}

/// [`each_pair`] for lookups four lanes a register (AVX2): each block of pairs is split
/// into an array of squares and one of occupancies, which the lookups read four at a
/// time; the last block is padded with square a1 and an empty board, and only its real
/// lanes are written.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
#[inline]
fn each_four(
    pairs: &[(Square, u64)],
    out: &mut [u64],
    lookup: impl Fn(
        core::arch::x86_64::__m256i,
        core::arch::x86_64::__m256i,
    ) -> core::arch::x86_64::__m256i,
) {
    /// Pairs split per block: two 512-byte arrays on the stack.
    const BLOCK: usize = 64;
    let n = pairs.len().min(out.len());
    let mut squares = [0u64; BLOCK];
    let mut occupancies = [0u64; BLOCK];
    for (block, slots) in pairs[..n].chunks(BLOCK).zip(out[..n].chunks_mut(BLOCK)) {
        if block.len() < BLOCK {
            squares = [0; BLOCK];
            occupancies = [0; BLOCK];
        }
        for ((&(sq, occ), square), occupancy) in
            block.iter().zip(&mut squares).zip(&mut occupancies)
        {
            *square = sq.index() as u64;
            *occupancy = occ;
        }
        let (square_fours, _) = squares.as_chunks::<4>();
        let (occupancy_fours, _) = occupancies.as_chunks::<4>();
        let (slot_fours, slot_rest) = slots.as_chunks_mut::<4>();
        for ((slot, sq), occ) in slot_fours.iter_mut().zip(square_fours).zip(occupancy_fours) {
            *slot = words_of(lookup(load_words(sq), load_words(occ)));
        }
        if !slot_rest.is_empty() {
            let last = slot_fours.len();
            let lanes = words_of(lookup(
                load_words(&square_fours[last]),
                load_words(&occupancy_fours[last]),
            ));
            slot_rest.copy_from_slice(&lanes[..slot_rest.len()]);
        }
    }
}

/// Four 64-bit words as the lanes of one register.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx")]
#[inline]
fn load_words(words: &[u64; 4]) -> core::arch::x86_64::__m256i {
    // SAFETY: the unaligned load reads exactly the 32 bytes of `words`.
    unsafe { core::arch::x86_64::_mm256_loadu_si256(words.as_ptr().cast()) }
}

/// The four 64-bit lanes of a register.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx")]
#[inline]
fn words_of(lanes: core::arch::x86_64::__m256i) -> [u64; 4] {
    let mut words = [0u64; 4];
    // SAFETY: the unaligned store writes exactly the 32 bytes of `words`.
    unsafe { core::arch::x86_64::_mm256_storeu_si256(words.as_mut_ptr().cast(), lanes) };
    words
}

/// Stores the eight 64-bit lanes of `lanes` into `words`.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx512f")]
#[inline]
fn store_words(words: &mut [u64; 8], lanes: core::arch::x86_64::__m512i) {
    // SAFETY: the unaligned store writes exactly the 64 bytes of `words`.
    unsafe { core::arch::x86_64::_mm512_storeu_si512(words.as_mut_ptr().cast(), lanes) }
}

/// The target features of the `wide` batch loops: AVX-512 F/CD/VL/DQ/BW (vector
/// leading-zero counts, variable shifts, 64-bit multiplies and gathers) and the scalar bit
/// instructions. A `wide` method needs exactly these.
pub const WIDE_TARGET: &[crate::cpu::Feature] = {
    use crate::cpu::Feature::*;
    &[
        Avx2, Avx512f, Avx512cd, Avx512vl, Avx512dq, Avx512bw, Bmi1, Bmi2, Lzcnt, Popcnt,
    ]
};

/// The target features of the `-gfni` batch loops: AVX-512 F/BW and GFNI (VPERMT2Q,
/// VPSHUFB on 512 bits, GF2P8AFFINEQB). A `-gfni` method needs exactly these.
pub const GFNI_TARGET: &[crate::cpu::Feature] = {
    use crate::cpu::Feature::*;
    &[Avx512f, Avx512bw, Gfni]
};

/// The target features of the `-avx2` batch loops: AVX2 and the scalar bit instructions
/// of x86-64-v3 (TZCNT, LZCNT, ANDN, BZHI, SHLX/SHRX), which `-march=native` gives the
/// field's C++ comparison on a CPU without AVX-512. A `-avx2` method needs exactly these.
pub const AVX2_TARGET: &[crate::cpu::Feature] = {
    use crate::cpu::Feature::*;
    &[Avx2, Bmi1, Bmi2, Lzcnt, Popcnt]
};

/// One slider catalogue entry: `one` (a per-lookup `SliderFn`), `many` (a batch loop
/// uniting the listed functions, for the queen both or the method's queen function) or
/// `wide PAIR_LOOP` (the portable functions' batch loop compiled for a target:
/// [`AVX2_TARGET`] by [`each_pair`], or [`WIDE_TARGET`] by [`each_pair_avx512`]). A batch
/// loop of a hardware method is compiled with its target features, so its instructions
/// inline into the loop instead of costing a call per lookup.
macro_rules! slider_entry {
    // The queen list passes the rook and bishop functions and the method's own queen
    // function, if it has one: that one alone makes the queen.
    ($form:ident, [$($f:path),+; queen $queen:path], $($rest:tt)*) => {
        slider_entry!($form, [$queen], $($rest)*)
    };
    (one, [$f:path], {[]}, $name:literal, $technique:literal, $summary:literal) => {
        Method::portable($name, $technique, $summary, $f as SliderFn)
    };
    (one, [$f:path], {[$($feature:ident),+] $tf:literal}, $name:literal, $technique:literal, $summary:literal) => {
        hardware_method!($name, $technique, $summary, [$($feature),+],
            fn(sq: Square, occ: u64) -> u64 = $f)
    };
    (many, [$($f:path),+], {[]}, $name:literal, $technique:literal, $summary:literal) => {{
        fn many(pairs: &[(Square, u64)], out: &mut [u64]) {
            each_pair(pairs, out, |sq, occ| 0 $(| $f(sq, occ))+)
        }
        Method::portable($name, $technique, $summary, many as SliderManyFn)
    }};
    (many, [$($f:path),+], {[$($feature:ident),+] $tf:literal}, $name:literal, $technique:literal, $summary:literal) => {{
        crate::catalogue::assert_gated_features!([$($feature),+], $tf);
        /// The caller must know the CPU has the entry's features.
        #[target_feature(enable = $tf)]
        unsafe fn looped(pairs: &[(Square, u64)], out: &mut [u64]) {
            each_pair(pairs, out, |sq, occ| {
                let mut attacks = 0;
                $(
                    // SAFETY: `looped`'s contract: the CPU has the entry's features.
                    attacks |= unsafe { $f(sq, occ) };
                )+
                attacks
            })
        }
        hardware_method!($name, $technique, $summary, [$($feature),+],
            fn(pairs: &[(Square, u64)], out: &mut [u64]) = looped)
    }};
    // The AVX2 loop: the entry's own functions compiled for AVX2, or its `lanes`
    // functions four lookups a register.
    (avx2 {}, $($rest:tt)*) => {
        slider_entry!(wide each_pair, $($rest)*)
    };
    (avx2 {$lanes_technique:literal, $lanes_summary:literal $($lanes:path),+}, $fs:tt, $name:expr,
        [$($feature:ident),+] $tf:literal, $target:literal, $technique:literal,
        $summary:literal) => {{
        crate::catalogue::assert_gated_features!([$($feature),+], $tf);
        /// The caller must know the CPU has the entry's features.
        #[target_feature(enable = $tf)]
        unsafe fn looped(pairs: &[(Square, u64)], out: &mut [u64]) {
            each_four(pairs, out, #[inline(always)] |squares, occ| {
                use core::arch::x86_64::{_mm256_or_si256, _mm256_setzero_si256};
                let attacks = _mm256_setzero_si256();
                $(let attacks = _mm256_or_si256(attacks, $lanes(squares, occ));)+
                attacks
            });
        }
        hardware_method!($name, $lanes_technique,
            concat!($lanes_summary, "; four lookups a register by ", $target),
            [$($feature),+],
            fn(pairs: &[(Square, u64)], out: &mut [u64]) = looped)
    }};
    // The AVX-512 loop: the entry's own functions, or those its `by` names.
    (wide512, $fs:tt, {}, $($rest:tt)*) => {
        slider_entry!(wide each_pair_avx512, $fs, $($rest)*)
    };
    (wide512, $fs:tt, {$($by:path),+}, $name:expr, [$($feature:ident),+] $tf:literal,
        $target:literal, $technique:literal, $summary:literal) => {
        slider_entry!(wide each_pair_avx512, [$($by),+], $name, [$($feature),+] $tf,
            "AVX-512, the line masks shifted into place instead of loaded", $technique, $summary)
    };
    (wide $pair_loop:ident, [$($f:path),+], $name:expr, [$($feature:ident),+] $tf:literal,
        $target:literal, $technique:literal, $summary:literal) => {{
        crate::catalogue::assert_gated_features!([$($feature),+], $tf);
        /// The caller must know the CPU has the entry's features.
        #[target_feature(enable = $tf)]
        unsafe fn looped(pairs: &[(Square, u64)], out: &mut [u64]) {
            // Inlined whatever its size, so the lookups compile into the loop with these
            // features and vectorise.
            $pair_loop(pairs, out, #[inline(always)] |sq, occ| 0 $(| $f(sq, occ))+);
        }
        hardware_method!($name, concat!($technique, "; loop compiled for ", $target),
            concat!($summary, "; the batch loop compiled for ", $target),
            [$($feature),+],
            fn(pairs: &[(Square, u64)], out: &mut [u64]) = looped)
    }};
}

/// A `gfni` entry's batch loop: its lanes function eight lookups a register
/// ([`each_eight`]), compiled for AVX-512 F/BW and GFNI.
macro_rules! gfni_entry {
    ({$name:literal, $technique:literal, $summary:literal, $lanes:path}) => {{
        crate::catalogue::assert_gated_features!([Avx512f, Avx512bw, Gfni], "avx512f,avx512bw,gfni");
        /// The caller must know the CPU has AVX-512 F/BW and GFNI.
        #[target_feature(enable = "avx512f,avx512bw,gfni")]
        unsafe fn looped(pairs: &[(Square, u64)], out: &mut [u64]) {
            each_eight(pairs, out, #[inline(always)] |squares, occ| $lanes(squares, occ));
        }
        hardware_method!($name, $technique, $summary, [Avx512f, Avx512bw, Gfni],
            fn(pairs: &[(Square, u64)], out: &mut [u64]) = looped)
    }};
}

/// Declares the slider catalogues from [`with_slider_methods`]' list.
macro_rules! slider_catalogues {
    ($($(#[$cfg:meta])* $variant:ident = $name:literal: $rook:path, $bishop:path $(, $queen:path)?;
        needs [$($feature:ident),*] $($tf:literal)? $($slow:ident)?;
        $(wide $wide:literal $(by $wrook:path, $wbishop:path)?;
            $(lanes $ltechnique:literal, $lsummary:literal $lrook:path, $lbishop:path;)?
            $(gfni $gname:literal by $grook:path, $gbishop:path, $gqueen:path;
                $gtechnique:literal, $gsummary:literal;)?)?
        $technique:literal, $summary:literal;)+) => {
        /// Slider method names, best first (single lookups).
        const SLIDER_PREFERENCE: &[&str] = &[$($name),+];

        slider_catalogues!(@list ROOK_METHODS: SliderFn, one; $($(#[$cfg])* fns [$rook] {[$($feature),*] $($tf)?} $($slow)?; $name, $technique, $summary;)+);
        slider_catalogues!(@list BISHOP_METHODS: SliderFn, one; $($(#[$cfg])* fns [$bishop] {[$($feature),*] $($tf)?} $($slow)?; $name, $technique, $summary;)+);
        slider_catalogues!(@list ROOK_MANY_METHODS: SliderManyFn, many; $($(#[$cfg])* fns [$rook] {[$($feature),*] $($tf)?} $($slow)? $(, wide $wide {$($wrook)?} {$($ltechnique, $lsummary $lrook)?} $(gfni {$gname, $gtechnique, $gsummary, $grook})?)?; $name, $technique, $summary;)+);
        slider_catalogues!(@list BISHOP_MANY_METHODS: SliderManyFn, many; $($(#[$cfg])* fns [$bishop] {[$($feature),*] $($tf)?} $($slow)? $(, wide $wide {$($wbishop)?} {$($ltechnique, $lsummary $lbishop)?} $(gfni {$gname, $gtechnique, $gsummary, $gbishop})?)?; $name, $technique, $summary;)+);
        slider_catalogues!(@list QUEEN_MANY_METHODS: SliderManyFn, many; $($(#[$cfg])* fns [$rook, $bishop $(; queen $queen)?] {[$($feature),*] $($tf)?} $($slow)? $(, wide $wide {$($wrook, $wbishop)?} {$($ltechnique, $lsummary $lrook, $lbishop)?} $(gfni {$gname, $gtechnique, $gsummary, $gqueen})?)?; $name, $technique, $summary;)+);
    };
    (@list $list:ident: $ty:ty, $form:ident; $($(#[$cfg:meta])* fns $fs:tt $needs:tt $($slow:ident)? $(, wide $wide:literal $by:tt $lanes:tt $(gfni $gfni:tt)?)?;
        $name:literal, $technique:literal, $summary:literal;)+) => {
        static $list: &[Method<$ty>] = &[$(
            $(#[$cfg])*
            slider_entry!($form, $fs, $needs, $name, $technique, $summary)
                $(.$slow())?,
            $(
                #[cfg(target_arch = "x86_64")]
                slider_entry!(avx2 $lanes, $fs, concat!($name, "-avx2"),
                    [Avx2, Bmi1, Bmi2, Lzcnt, Popcnt] "avx2,bmi1,bmi2,lzcnt,popcnt",
                    "AVX2 and BMI1/BMI2/LZCNT", $technique, $summary),
                #[cfg(target_arch = "x86_64")]
                slider_entry!(wide512, $fs, $by, $wide,
                    [Avx2, Avx512f, Avx512cd, Avx512vl, Avx512dq, Avx512bw, Bmi1, Bmi2, Lzcnt, Popcnt]
                    "avx2,avx512f,avx512cd,avx512vl,avx512dq,avx512bw,bmi1,bmi2,lzcnt,popcnt",
                    "AVX-512", $technique, $summary),
                $(
                    #[cfg(target_arch = "x86_64")]
                    gfni_entry!($gfni),
                )?
            )?
        )+];
    };
}

with_slider_methods!(slider_catalogues);

/// Rook attacks of one square: `(square, occupancy) -> attacks`.
pub static ROOK_ATTACKS: Family<SliderFn> = Family {
    name: "rook-attacks",
    summary: "the squares a rook attacks (Sliding Piece Attacks)",
    methods: ROOK_METHODS,
    reference: "ray-walk",
    preference: SLIDER_PREFERENCE,
    classes: &[],
};

/// Bishop attacks of one square: `(square, occupancy) -> attacks`.
pub static BISHOP_ATTACKS: Family<SliderFn> = Family {
    name: "bishop-attacks",
    summary: "the squares a bishop attacks (Sliding Piece Attacks)",
    methods: BISHOP_METHODS,
    reference: "ray-walk",
    preference: SLIDER_PREFERENCE,
    classes: &[],
};

/// A line getter: `(line, square, occupancy) -> attacks along the line`.
pub type LineFn = fn(Line, Square, u64) -> u64;

/// The block form of a line-attack function, in the batch operands' layout: the
/// occupancy (each line's value) first, then the line and the square.
macro_rules! line_block {
    ($f:path) => {
        block_fn!(fn(occ: u64, line: Line, sq: Square) -> u64 = (|occ, line, sq| $f(line, sq, occ)))
    };
}

/// Hyperbola Quintessence on one line, and the ray walk it is checked against.
pub static LINE_ATTACKS: Family<LineFn> = Family {
    name: "line-attacks",
    summary: "the squares a slider attacks along one line",
    methods: &[
        Method::portable(
            "hyperbola",
            "o^(o-2r) with byte swap, bit reversal for ranks",
            "Hyperbola Quintessence line attacks (byte swap; Long.reverse for ranks)",
            hyperbola::line_attacks as LineFn,
        )
        .with_block(line_block!(hyperbola::line_attacks)),
        Method::portable(
            "hyperbola-cooijmans",
            "o^(o-2r) with byte swap; ranks mapped to the a1-h8 diagonal",
            "Hyperbola Quintessence, ranks by Tim Cooijmans' rank-to-diagonal mapping (HQ page)",
            hyperbola::line_attacks_cooijmans as LineFn,
        )
        .with_block(line_block!(hyperbola::line_attacks_cooijmans)),
        Method::portable(
            "ray-walk",
            "classical ray walk, square by square",
            "Both rays of the line walked to the first blocker; the oracle",
            rays::line_attacks_ray as LineFn,
        )
        .with_block(line_block!(rays::line_attacks_ray)),
    ],
    reference: "ray-walk",
    // A rank by Cooijmans' mapping (a multiply) costs less than a bit reversal in
    // software, which x86 has no instruction for: `bbtool bench line-attacks`, Zen 5,
    // ns 2.04-2.28 against 2.53-2.65 in five runs.
    preference: &["hyperbola-cooijmans", "hyperbola", "ray-walk"],
    classes: &[],
};

/// The batch preference, measured best first over Chess_Movegen's workload (`bbtool bench
/// queen-attacks-many`, Xeon Emerald Rapids, M queen lookups/s in one run):
/// leorik-avx512 670, slide-arithmetic-avx512 668, pext-table 662, qbb-avx512 606,
/// pext-pdep-compressed 591, black-magic 521, obstruction-difference-avx512 486,
/// sbamg-avx512 477, magic 465, plain-magic 444, kogge-stone-avx512 421, kindergarten
/// 333, dumb7fill-avx512 308. Added later and placed by an Intel Xeon with AVX-512 (ns a
/// queen lookup): kindergarten-avx512 1.64 after sbamg-avx512 1.60, kindergarten-avx2
/// 2.34 before kindergarten 2.60. The rook batch alone puts leorik-avx512 13% ahead of
/// pext-table. Without AVX-512 (AMD Zen 3, ns per queen lookup, three runs):
/// hyperbola-avx2 2.03-2.04 (its AVX2 lanes) leads hyperbola-ssse3 2.36-2.40,
/// pext-pdep-compressed 2.32-2.45, pext-table 2.47-2.53 and black-magic 2.80-2.94; the
/// other AVX2 loops follow in their order there (an earlier build): kogge-stone-avx2
/// 4.2, sbamg-avx2 4.5, slide-arithmetic-avx2 4.9, obstruction-difference-avx2 4.9,
/// dumb7fill-avx2 5.3, qbb-avx2 5.5, leorik-avx2 5.5, classical-avx2 6.0. Intel CPUs
/// rank bishop and queen batches by [`INTEL_BATCH_PREFERENCE`], Zen 5 by
/// [`ZEN5_QUEEN_BATCH_PREFERENCE`] and [`ZEN5_BISHOP_BATCH_PREFERENCE`]. Then the
/// single-lookup order. `hyperbola-gfni`, added later, ties `leorik-avx512` on rook
/// batches on Emerald Rapids (0.81-0.82 against 0.80-0.82 ns a lookup, three runs) and
/// follows it; AVX-512 CPUs with GFNI and no class of their own (Zen 4) are unmeasured
/// and keep `leorik-avx512`.
const BATCH_PREFERENCE: [&str; 39] = [
    "leorik-avx512",
    "hyperbola-gfni",
    "hyperbola-avx2",
    "pext-table",
    "slide-arithmetic-avx512",
    "qbb-avx512",
    "pext-pdep-compressed",
    "black-magic",
    "obstruction-difference-avx512",
    "sbamg-avx512",
    "kindergarten-avx512",
    "magic",
    "plain-magic",
    "kogge-stone-avx512",
    "kindergarten-avx2",
    "kindergarten",
    "dumb7fill-avx512",
    "classical-avx512",
    "kogge-stone-avx2",
    "sbamg-avx2",
    "slide-arithmetic-avx2",
    "obstruction-difference-avx2",
    "dumb7fill-avx2",
    "qbb-avx2",
    "leorik-avx2",
    "classical-avx2",
    "hyperbola-ssse3",
    "hyperbola-avx512",
    "classical",
    "slide-arithmetic",
    "obstruction-difference",
    "leorik",
    "hyperbola",
    "qbb",
    "sbamg",
    "rotated",
    "kogge-stone",
    "dumb7fill",
    "ray-walk",
];

/// The rook batches' preference: [`BATCH_PREFERENCE`] with `pext-pdep-compressed` right
/// after `hyperbola-avx2`, ahead of `pext-table`. A rook has one line to reverse (the
/// file) against the bishop's two, and PEXT/PDEP's 210 KB of 16-bit entries stay in L2
/// where `pext-table`'s 840 KB do not: ns per lookup on Zen 3 (`bbtool bench
/// rook-attacks-many`, three runs), hyperbola-avx2 1.22-1.23, pext-pdep-compressed
/// 1.47-1.49, pext-table 1.67-1.71.
const ROOK_BATCH_PREFERENCE: [&str; BATCH_PREFERENCE.len()] =
    moved_after(BATCH_PREFERENCE, "pext-pdep-compressed", "hyperbola-avx2");

/// The bishop batches' preference: [`BATCH_PREFERENCE`] with `hyperbola-avx2` after
/// `pext-table`. A bishop's two lines need two masks shifted into place per lane, and
/// its PEXT table is small (42 KB): ns per lookup on Zen 3 (`bbtool bench
/// bishop-attacks-many`, three runs), pext-table 1.16-1.17, pext-pdep-compressed
/// 1.21-1.27, hyperbola-avx2 1.30-1.31.
const BISHOP_BATCH_PREFERENCE: [&str; BATCH_PREFERENCE.len()] =
    moved_after(BATCH_PREFERENCE, "hyperbola-avx2", "pext-table");

/// The batches' order on Intel behind the bishop's and the queen's leaders
/// ([`INTEL_BISHOP_BATCH_PREFERENCE`], [`INTEL_QUEEN_BATCH_PREFERENCE`]):
/// [`BATCH_PREFERENCE`] with `pext-table` first and `hyperbola-avx2` after `black-magic`. On an Intel Xeon with AVX-512 (Sapphire
/// Rapids class, reporting model 167), M queen lookups/s in three `bbtool bench
/// queen-attacks-many` runs within 1 %: pext-table 874-879, slide-arithmetic-avx512
/// 787-789, leorik-avx512 780-782, pext-pdep-compressed 741-746, black-magic 715-722,
/// qbb-avx512 718-719, hyperbola-avx2 620-643; bishop batches pext-table 0.67 ns a lookup
/// against leorik-avx512 0.77. On Emerald Rapids the first three tied (above). Rook
/// batches keep [`ROOK_BATCH_PREFERENCE`] (there 0.77-0.80 ns for the first three).
const INTEL_BATCH_PREFERENCE: [&str; BATCH_PREFERENCE.len()] = moved_after(
    moved_after(
        moved_after(BATCH_PREFERENCE, "hyperbola-avx2", "black-magic"),
        "leorik-avx512",
        "pext-table",
    ),
    "hyperbola-gfni",
    "leorik-avx512",
);

/// The queen batches' order on Intel: [`INTEL_BATCH_PREFERENCE`] with `hyperbola-gfni`
/// first, where GFNI is usable (Ice Lake and later). On Emerald Rapids, ns a queen lookup
/// in three `bbtool bench queen-attacks-many` runs: hyperbola-gfni 1.23-1.26, pext-table
/// 1.54-1.58, slide-arithmetic-avx512 1.56-1.66.
const INTEL_QUEEN_BATCH_PREFERENCE: [&str; BATCH_PREFERENCE.len()] =
    leading(INTEL_BATCH_PREFERENCE, ["hyperbola-gfni"]);

/// The queen batches' order on Zen 5 (AVX-512 on a 512-bit datapath): ns a queen lookup
/// in two `bbtool bench queen-attacks-many` runs on an EPYC (Zen 5), qbb-avx512
/// 0.81-0.82, leorik-avx512 0.91, hyperbola-avx512 0.94-0.95,
/// obstruction-difference-avx512 1.03-1.04, sbamg-avx512 1.05-1.06, pext-table 1.21-1.23.
const ZEN5_QUEEN_BATCH_PREFERENCE: [&str; BATCH_PREFERENCE.len()] = leading(
    BATCH_PREFERENCE,
    [
        "qbb-avx512",
        "leorik-avx512",
        "hyperbola-avx512",
        "obstruction-difference-avx512",
    ],
);

/// The bishop batches' order on Zen 5: ns a lookup in the same two runs, qbb-avx512 0.53,
/// hyperbola-avx512 0.62-0.64, sbamg-avx512 0.63-0.64, leorik-avx512 0.69, pext-table
/// 0.72. Rook batches keep [`ROOK_BATCH_PREFERENCE`]: leorik-avx512 0.40-0.42 leads
/// obstruction-difference-avx512 0.46-0.49 there.
const ZEN5_BISHOP_BATCH_PREFERENCE: [&str; BATCH_PREFERENCE.len()] = leading(
    BATCH_PREFERENCE,
    [
        "qbb-avx512",
        "hyperbola-avx512",
        "sbamg-avx512",
        "leorik-avx512",
    ],
);

/// The bishop batches' order on Intel: [`INTEL_BATCH_PREFERENCE`] with
/// `slide-arithmetic-avx512` first where AVX-512 is usable. On Emerald Rapids, ns a
/// bishop in six `bbtool bench bishop-attacks-many` runs: slide-arithmetic-avx512
/// 0.84-0.92, pext-table 0.88-0.98, hyperbola-gfni 0.86-1.00; against the faster Rust
/// peer in `benches/attacks.rs` (time over the peer's, three runs each, alternating
/// builds): 0.745-0.772 against pext-table's 0.809-0.812.
const INTEL_BISHOP_BATCH_PREFERENCE: [&str; BATCH_PREFERENCE.len()] =
    leading(INTEL_BATCH_PREFERENCE, ["slide-arithmetic-avx512"]);

/// The Intel class of a batch family, ranked by `preference`.
const fn intel_batch_class(preference: &'static [&'static str]) -> Class {
    Class {
        name: "Intel",
        vendor: "GenuineIntel",
        microarchitectures: &[],
        preference,
    }
}

/// The CPU classes of the bishop batches.
const BISHOP_BATCH_CLASSES: &[Class] = &[
    intel_batch_class(&INTEL_BISHOP_BATCH_PREFERENCE),
    Class::zen5(&ZEN5_BISHOP_BATCH_PREFERENCE),
];

/// The CPU classes of the queen batches.
const QUEEN_BATCH_CLASSES: &[Class] = &[
    intel_batch_class(&INTEL_QUEEN_BATCH_PREFERENCE),
    Class::zen5(&ZEN5_QUEEN_BATCH_PREFERENCE),
];

/// `list` with `name` moved to just after `after` (both must be in `list`).
const fn moved_after<const N: usize>(
    list: [&'static str; N],
    name: &'static str,
    after: &str,
) -> [&'static str; N] {
    let mut out = [""; N];
    let (mut from, mut to) = (0, 0);
    while from < N {
        if !same_name(list[from], name) {
            out[to] = list[from];
            to += 1;
        }
        if same_name(list[from], after) {
            out[to] = name;
            to += 1;
        }
        from += 1;
    }
    assert!(to == N, "moved_after: name or after is not in the list");
    out
}

/// Rook attacks of many squares at once: `out[i]` = attacks of `pairs[i]` (square,
/// occupancy), up to the shorter slice. One call per batch instead of one per lookup.
pub static ROOK_ATTACKS_MANY: Family<SliderManyFn> = Family {
    name: "rook-attacks-many",
    summary: "rook attacks of a batch of (square, occupancy) pairs, one loop per method",
    methods: ROOK_MANY_METHODS,
    reference: "ray-walk",
    preference: &ROOK_BATCH_PREFERENCE,
    classes: &[],
};

/// Bishop attacks of many squares at once, as [`ROOK_ATTACKS_MANY`].
pub static BISHOP_ATTACKS_MANY: Family<SliderManyFn> = Family {
    name: "bishop-attacks-many",
    summary: "bishop attacks of a batch of (square, occupancy) pairs, one loop per method",
    methods: BISHOP_MANY_METHODS,
    reference: "ray-walk",
    preference: &BISHOP_BATCH_PREFERENCE,
    classes: BISHOP_BATCH_CLASSES,
};

/// Queen attacks (rook | bishop by the same method) of many squares at once, as
/// [`ROOK_ATTACKS_MANY`].
pub static QUEEN_ATTACKS_MANY: Family<SliderManyFn> = Family {
    name: "queen-attacks-many",
    summary: "queen attacks of a batch of (square, occupancy) pairs, one loop per method",
    methods: QUEEN_MANY_METHODS,
    reference: "ray-walk",
    preference: &BATCH_PREFERENCE,
    classes: QUEEN_BATCH_CLASSES,
};

/// Set-wise reference: the union of per-square ray walks.
fn union_of_walks(slider: Slider, sliders: u64, occ: u64) -> u64 {
    let occ = occ | sliders;
    crate::bitboard::Bitboard(sliders)
        .squares()
        .fold(0, |acc, sq| acc | rays::slider_attacks_ray(slider, sq, occ))
}

/// Declares the set-wise catalogue of one slider.
macro_rules! setwise_methods {
    ($name:ident, $slider:expr, $fn:ident) => {
        static $name: &[Method<SetwiseFn>] = &[
            Method::portable(
                "ray-walk",
                "union of per-square ray walks",
                "Each slider's rays walked square by square, then united; the oracle",
                (|sliders, occ| union_of_walks($slider, sliders, occ)) as SetwiseFn,
            ),
            Method::portable(
                "kogge-stone",
                "Kogge-Stone occluded fills of the whole set",
                "Kogge-Stone occluded fills of all sliders at once (General Setwise Operations)",
                kogge_stone::$fn as SetwiseFn,
            )
    .with_block(block_fn!(fn(sliders: u64, occ: u64) -> u64 = kogge_stone::$fn)),
            #[cfg(target_arch = "x86_64")]
            hardware_method!(
                "kogge-stone-avx2",
                "Kogge-Stone occluded fills, compiled for AVX2 and BMI",
                "Kogge-Stone occluded fills of all sliders at once, the batch loop four sets a register (General Setwise Operations, AVX2)",
                [Avx2, Bmi1, Bmi2, Lzcnt, Popcnt],
                fn(sliders: u64, occ: u64) -> u64 = kogge_stone::avx2::$fn,
                block "avx2,bmi1,bmi2,lzcnt,popcnt"
            ),
            #[cfg(target_arch = "x86_64")]
            hardware_method!(
                "kogge-stone-avx512",
                "Kogge-Stone occluded fills, compiled for AVX-512",
                "Kogge-Stone occluded fills of all sliders at once, the batch loop eight sets a register (General Setwise Operations, AVX-512)",
                [Avx2, Avx512f, Avx512vl, Avx512bw, Avx512dq, Bmi1, Bmi2, Lzcnt, Popcnt],
                fn(sliders: u64, occ: u64) -> u64 = kogge_stone::avx512::$fn,
                block "avx2,avx512f,avx512vl,avx512bw,avx512dq,bmi1,bmi2,lzcnt,popcnt"
            ),
            Method::portable(
                "generalized-hyperbola",
                "o^((o|barrier)-2r) per line, with the overflow barrier",
                "Generalized set-wise Hyperbola Quintessence with the overflow barrier",
                hyperbola::$fn as SetwiseFn,
            )
    .with_block(block_fn!(fn(sliders: u64, occ: u64) -> u64 = hyperbola::$fn)),
        ];
    };
}

setwise_methods!(ROOK_SETWISE_METHODS, Slider::Rook, rook_setwise);
setwise_methods!(BISHOP_SETWISE_METHODS, Slider::Bishop, bishop_setwise);

/// Set-wise preference: Kogge-Stone first (fewest operations), its AVX2 build where it
/// runs (batches of sets vectorise four a register).
const SETWISE_PREFERENCE: &[&str] = &[
    "kogge-stone-avx512",
    "kogge-stone-avx2",
    "kogge-stone",
    "generalized-hyperbola",
    "ray-walk",
];

/// Rook attacks of a set of rooks: `(rooks, occupancy) -> union of their attacks`.
pub static ROOK_ATTACKS_FROM: Family<SetwiseFn> = Family {
    name: "rook-attacks-from",
    summary: "the squares any rook of a set attacks",
    methods: ROOK_SETWISE_METHODS,
    reference: "ray-walk",
    preference: SETWISE_PREFERENCE,
    classes: &[],
};

/// Bishop attacks of a set of bishops: `(bishops, occupancy) -> union of their attacks`.
pub static BISHOP_ATTACKS_FROM: Family<SetwiseFn> = Family {
    name: "bishop-attacks-from",
    summary: "the squares any bishop of a set attacks",
    methods: BISHOP_SETWISE_METHODS,
    reference: "ray-walk",
    preference: SETWISE_PREFERENCE,
    classes: &[],
};

/// The chosen method for each slider pattern a piece combines (the queen gets the same
/// method for both), or nothing for leapers.
pub fn slider_selections(
    piece: Piece,
    host: &Host,
    choice: &Choice,
) -> Result<Vec<Selection<SliderFn>>, MethodError> {
    piece
        .sliders()
        .iter()
        .map(|s| s.family().choose(host, choice))
        .collect()
}

/// The squares `piece` of `color` on `sq` attacks with occupancy `occ`, sliders by the
/// method in `choice` (leapers always use their tables; colour matters only for pawns).
pub fn attacks(
    piece: Piece,
    color: Color,
    sq: Square,
    occ: u64,
    choice: &Choice,
) -> Result<u64, MethodError> {
    Ok(match piece {
        Piece::Pawn => leapers::pawn_attacks(color, sq),
        Piece::Knight => leapers::knight_attacks(sq),
        Piece::King => leapers::king_attacks(sq),
        _ => slider_selections(piece, Cpu::current(), choice)?
            .iter()
            .fold(0, |acc, s| acc | (s.func)(sq, occ)),
    })
}

/// Every square some `piece` of `color` in `set` attacks. The pieces block each other:
/// `set` is added to `occ`. Sliders use the best set-wise method this CPU runs.
pub fn attacks_from(piece: Piece, color: Color, set: u64, occ: u64) -> u64 {
    match piece {
        Piece::Pawn => leapers::pawn_attacks_setwise(color, set),
        Piece::Knight => leapers::knight_attacks_setwise(set),
        Piece::King => leapers::king_attacks_setwise(set),
        _ => piece.sliders().iter().fold(0, |acc, s| {
            let chosen = s.setwise_family().best(Cpu::current(), Default::default());
            acc | (chosen.func)(set, occ | set)
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::rays::line_attacks_ray;
    use super::{Line, Square, hyperbola, leorik, obstruction_difference};
    use crate::rng::SplitMix64;

    /// The forms that shift their line masks into place (the AVX-512 loops' `by`
    /// functions) against the ray walk, on every square: on a CPU without AVX-512 the
    /// catalogue's cross-checks never run them.
    #[test]
    fn shifted_forms_equal_the_ray_walk() {
        let mut rng = SplitMix64(0x5b1f7);
        for _ in 0..2000 {
            let occ = rng.next_u64() & rng.next_u64();
            for i in 0..64 {
                let sq = Square::from_index(i);
                let walk = |lines: [Line; 2]| {
                    lines
                        .iter()
                        .fold(0, |a, &l| a | line_attacks_ray(l, sq, occ))
                };
                let (rook, bishop) = (
                    walk([Line::Rank, Line::File]),
                    walk([Line::Diagonal, Line::AntiDiagonal]),
                );
                let shifted = [
                    ("leorik bishop", leorik::bishop_by_shifts(sq, occ), bishop),
                    (
                        "od rook",
                        obstruction_difference::rook_by_shifts(sq, occ),
                        rook,
                    ),
                    (
                        "od bishop",
                        obstruction_difference::bishop_by_shifts(sq, occ),
                        bishop,
                    ),
                    ("hq rook", hyperbola::rook_by_shifts(sq, occ), rook),
                    ("hq bishop", hyperbola::bishop_by_shifts(sq, occ), bishop),
                ];
                for (name, got, want) in shifted {
                    assert_eq!(got, want, "{name} {sq} {occ:#x}");
                }
            }
        }
    }
}

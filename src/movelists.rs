//! Magic move lists for kings and knights (Bitboard Serialization page, "Hashing
//! Multiple Bits"): the move-target subset of a king or knight on a square is hashed by
//! one multiplication and shift into a table of pre-calculated move lists, "doing up to
//! eight bitscans in parallel".
//!
//! ```text
//! moveTarget = KingAttacks[sq] & ~(ownPieces | attackedSquares);
//! idx = (moveTarget * kingMagic[sq]) >> kingShift[sq];
//! movelist = kingMoveLists[sq][idx];
//! ```
//!
//! The hashing is minimal and perfect: the `n` attack squares of a square give `2^n`
//! subsets and exactly `2^n` slots, 10016 king and 5520 knight move lists in all. The
//! magics have four one bits, as the page has them; they were found by the search in
//! this file's tests (`find_magic`, from a fixed seed), and are checked perfect and
//! minimal while compiling. The lists are built on first use.

use crate::attacks::leapers::{KING_DELTAS, KNIGHT_DELTAS, jump_table};
use crate::bitboard::{Bitboard, Square};
use std::sync::OnceLock;

/// King attacks per square, for the compile-time check of the magics.
const KING: [u64; 64] = jump_table(&KING_DELTAS);
/// Knight attacks per square, likewise.
const KNIGHT: [u64; 64] = jump_table(&KNIGHT_DELTAS);

/// The king's magics, a1..h8.
pub const KING_MAGICS: [u64; 64] = checked(
    &KING,
    [
        0x1040_0000_0000_2004,
        0x1220_0000_0000_0400,
        0x0910_0000_0100_0000,
        0x0488_1000_0000_0000,
        0x0408_8000_0000_0080,
        0x0204_4000_0000_0100,
        0x0191_0000_0000_0000,
        0x2200_8000_2000_0000,
        0x0840_2000_0000_0800,
        0x0402_6000_0000_0000,
        0x1000_c200_0000_0000,
        0x0800_6100_0000_0000,
        0x0400_3080_0000_0000,
        0x0200_4088_0000_0000,
        0x0100_8210_0000_0000,
        0x0100_8020_0010_0000,
        0x0020_4008_2000_0000,
        0x0004_0260_0000_0000,
        0x0010_0204_4000_0000,
        0x0008_0102_2000_0000,
        0x0004_0208_4000_0000,
        0x0002_0104_2000_0000,
        0x0001_0012_2000_0000,
        0x0008_2200_8000_0000,
        0x0000_4004_1080_0000,
        0x0000_2002_4400_0000,
        0x0000_1001_2200_0000,
        0x0000_0800_9100_0000,
        0x0000_0400_8110_0000,
        0x0000_0200_1840_0000,
        0x0000_0100_2044_0000,
        0x1000_0020_8100_0000,
        0x8000_0008_1040_0000,
        0x0000_0004_0260_0000,
        0x0000_0010_0821_0000,
        0x0000_0008_0410_8000,
        0x0000_0004_0030_8000,
        0x0000_0000_4026_0000,
        0x0000_0001_000c_2000,
        0x0000_0001_0020_4002,
        0x0010_0000_0810_4000,
        0x0000_0000_2004_0880,
        0x0000_0000_1001_2200,
        0x0000_0000_0800_9100,
        0x0000_0000_0402_0840,
        0x0000_0000_0200_1840,
        0x0000_0000_0100_0c20,
        0x0000_0000_0050_8100,
        0x0008_0000_0008_4020,
        0x0000_0000_0020_0244,
        0x0000_0000_0010_0821,
        0x0000_0000_0008_0091,
        0x0000_0000_0000_804c,
        0x0000_0000_0000_4026,
        0x0000_0000_0000_2013,
        0x0000_0000_0000_4025,
        0x0000_1000_0000_2140,
        0x0000_0000_0000_4460,
        0x0000_0000_0020_2210,
        0x0000_0000_0004_1108,
        0x0000_0000_0100_0884,
        0x0000_0000_0001_0442,
        0x0000_0000_0200_0221,
        0x0000_0000_0600_0082,
    ],
);

/// The knight's magics, a1..h8.
pub const KNIGHT_MAGICS: [u64; 64] = checked(
    &KNIGHT,
    [
        0x0010_4004_0000_0800,
        0x0008_2001_0000_1000,
        0x0014_1000_0000_4000,
        0x0020_8800_0800_0000,
        0x0022_8200_0000_0000,
        0x0050_4100_0000_0000,
        0x0004_0102_0000_0100,
        0x0006_0208_0000_0000,
        0x2000_1010_0000_0001,
        0x1080_0410_0000_0000,
        0x0400_0910_0000_0000,
        0x2100_0401_0000_0000,
        0x1080_0200_8000_0000,
        0x0210_0082_0000_0000,
        0x0800_0201_8000_0000,
        0x0100_4202_0000_0000,
        0x4010_0004_1000_0000,
        0x0408_0001_2000_0000,
        0x0082_0008_0800_0000,
        0x0802_0000_8080_0000,
        0x0401_0000_4040_0000,
        0x0200_8000_2020_0000,
        0x0080_4000_8100_0000,
        0x0202_0000_8080_0000,
        0x0008_2000_1010_0000,
        0x0020_0080_0110_0000,
        0x0001_0400_1010_0000,
        0x0000_4400_0104_0000,
        0x0000_4100_0404_0000,
        0x0002_0080_0020_2000,
        0x0002_0800_0100_4000,
        0x0000_8080_0401_0000,
        0x0000_0808_0010_4000,
        0x0000_0408_0001_2000,
        0x0000_0104_0010_1000,
        0x0000_0401_0004_0040,
        0x0000_0400_4001_0040,
        0x0000_0101_0000_4010,
        0x0000_0024_0008_0040,
        0x0000_0084_0000_8100,
        0x0000_0008_2000_0820,
        0x0000_0010_1000_0088,
        0x0000_0010_0400_0101,
        0x0000_0000_4400_0104,
        0x0000_0000_4100_0404,
        0x0000_0000_1100_0041,
        0x0000_0000_2400_0081,
        0x0000_0000_8080_0401,
        0x0000_0000_2020_1008,
        0x0010_0000_1004_0010,
        0x0000_0000_0820_4008,
        0x0000_0000_0804_8002,
        0x0000_0000_0201_8002,
        0x0000_0000_0104_0801,
        0x0000_0000_0082_0018,
        0x0000_0000_0082_0084,
        0x0000_0008_0020_2020,
        0x0000_0400_00a0_0800,
        0x0000_0000_0008_8280,
        0x0000_0000_1008_0a00,
        0x0000_0000_2004_1040,
        0x0000_0000_0001_0d00,
        0x0000_0000_4001_1400,
        0x0000_0020_0002_0202,
    ],
);

/// Whether `(s * magic) >> (64 - n)` differs for every subset `s` of `attacks`.
const fn is_perfect(attacks: u64, magic: u64) -> bool {
    let shift = 64 - attacks.count_ones();
    let mut seen = [false; 256];
    let mut s = 0u64;
    loop {
        let slot = (s.wrapping_mul(magic) >> shift) as usize;
        if seen[slot] {
            return false;
        }
        seen[slot] = true;
        // The carry-rippler: the next subset, back to 0 after the last.
        s = s.wrapping_sub(attacks) & attacks;
        if s == 0 {
            return true;
        }
    }
}

/// `magics`, after checking each is a minimal perfect hash of its square's attack
/// subsets with four one bits: a bad magic stops compilation.
const fn checked(attacks: &[u64; 64], magics: [u64; 64]) -> [u64; 64] {
    let mut i = 0;
    while i < 64 {
        assert!(magics[i].count_ones() == 4, "a magic without four one bits");
        assert!(
            is_perfect(attacks[i], magics[i]),
            "a magic that is not perfect"
        );
        i += 1;
    }
    magics
}

/// The leapers whose move-target sets are hashed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leaper {
    /// Up to eight targets.
    King,
    /// Up to eight targets.
    Knight,
}

impl Leaper {
    /// `king` or `knight`.
    pub const fn name(self) -> &'static str {
        match self {
            Leaper::King => "king",
            Leaper::Knight => "knight",
        }
    }

    /// The squares this leaper attacks from `sq` on an empty board.
    pub const fn attacks(self, sq: Square) -> u64 {
        match self {
            Leaper::King => KING[sq.index()],
            Leaper::Knight => KNIGHT[sq.index()],
        }
    }

    /// The magics per square.
    const fn magics(self) -> &'static [u64; 64] {
        match self {
            Leaper::King => &KING_MAGICS,
            Leaper::Knight => &KNIGHT_MAGICS,
        }
    }
}

/// One square's hash: `(targets * magic) >> shift` indexes its `2^n` move lists.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareMagic {
    /// The factor, with four one bits.
    pub magic: u64,
    /// `64 - n` for `n` attack squares.
    pub shift: u32,
    /// Where this square's lists start in [`MoveLists::lists`].
    pub offset: usize,
}

/// A leaper's magics and its pre-calculated move lists (target squares, in LS1B order).
#[derive(Debug)]
pub struct MoveLists {
    /// Per from-square, its hash.
    pub squares: [SquareMagic; 64],
    /// Every square's lists, one after another: `lists[offset + idx]`.
    pub lists: Vec<Vec<Square>>,
}

/// Why a target set has no move list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotTargets {
    /// The targets outside the leaper's attacks.
    pub outside: u64,
}

impl MoveLists {
    /// The tables of `leaper`, searched and built on first use.
    pub fn of(leaper: Leaper) -> &'static MoveLists {
        static KING: OnceLock<MoveLists> = OnceLock::new();
        static KNIGHT: OnceLock<MoveLists> = OnceLock::new();
        match leaper {
            Leaper::King => KING.get_or_init(|| MoveLists::build(Leaper::King)),
            Leaper::Knight => KNIGHT.get_or_init(|| MoveLists::build(Leaper::Knight)),
        }
    }

    /// Fills each square's slots with its subsets' lists.
    fn build(leaper: Leaper) -> MoveLists {
        let mut lists = Vec::new();
        let squares = std::array::from_fn(|i| {
            let sq = Square::from_index(i as u32);
            let attacks = leaper.attacks(sq);
            let n = attacks.count_ones();
            let magic = leaper.magics()[i];
            let entry = SquareMagic {
                magic,
                shift: 64 - n,
                offset: lists.len(),
            };
            let mut slots = vec![Vec::new(); 1 << n];
            for subset in subsets(attacks) {
                slots[entry.index(subset)] = Bitboard(subset).squares().collect();
            }
            lists.extend(slots);
            entry
        });
        MoveLists { squares, lists }
    }

    /// The move list of `targets`, a subset of the leaper's attacks from `from`: the
    /// slot, and the list stored there.
    pub fn lookup(&self, from: Square, targets: u64) -> (usize, &[Square]) {
        let entry = self.squares[from.index()];
        let slot = entry.index(targets);
        (slot, &self.lists[entry.offset + slot])
    }
}

impl SquareMagic {
    /// The slot of a subset of this square's attacks.
    pub const fn index(&self, targets: u64) -> usize {
        (targets.wrapping_mul(self.magic) >> self.shift) as usize
    }
}

/// Checks that `targets` are among `leaper`'s attacks from `from`.
pub fn check_targets(leaper: Leaper, from: Square, targets: u64) -> Result<(), NotTargets> {
    let outside = targets & !leaper.attacks(from);
    if outside == 0 {
        Ok(())
    } else {
        Err(NotTargets { outside })
    }
}

/// Every subset of `set`, by the carry-rippler.
fn subsets(set: u64) -> impl Iterator<Item = u64> {
    let mut next = Some(0u64);
    std::iter::from_fn(move || {
        let current = next?;
        let following = current.wrapping_sub(set) & set;
        next = (following != 0).then_some(following);
        Some(current)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::SplitMix64;

    /// A factor with four one bits that hashes `attacks`' subsets perfectly and minimally:
    /// how the checked-in magics were found.
    fn find_magic(attacks: u64, rng: &mut SplitMix64) -> u64 {
        loop {
            let mut magic = 0u64;
            while magic.count_ones() < 4 {
                magic |= 1 << (rng.next_u64() & 63);
            }
            if is_perfect(attacks, magic) {
                return magic;
            }
        }
    }

    #[test]
    fn the_search_reproduces_the_checked_in_magics() {
        for leaper in [Leaper::King, Leaper::Knight] {
            let mut rng = SplitMix64(0x5e71_a112_a710_4b0b);
            for sq in Square::all() {
                let magic = find_magic(leaper.attacks(sq), &mut rng);
                assert_eq!(
                    magic,
                    leaper.magics()[sq.index()],
                    "{} {}",
                    leaper.name(),
                    sq.name()
                );
            }
        }
    }

    #[test]
    fn every_subset_finds_its_own_list() {
        for leaper in [Leaper::King, Leaper::Knight] {
            let tables = MoveLists::of(leaper);
            for sq in Square::all() {
                for s in subsets(leaper.attacks(sq)) {
                    let (_, list) = tables.lookup(sq, s);
                    assert_eq!(list, Bitboard(s).squares().collect::<Vec<_>>());
                }
                assert_eq!(tables.squares[sq.index()].magic.count_ones(), 4);
            }
        }
        assert_eq!(MoveLists::of(Leaper::King).lists.len(), 10016);
        assert_eq!(MoveLists::of(Leaper::Knight).lists.len(), 5520);
    }
}

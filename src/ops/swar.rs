//! Arithmetic tricks: byte-wise SWAR add, subtract and average (Byte page), the
//! Kogge-Stone parallel-prefix adder (General Setwise Operations) and the odd/major
//! digit sets that count how many of up to 15 sets hold each square (Population Count,
//! "Odd and Major Digit Counts").

use std::fmt;

/// The most significant bit of every byte.
const H: u64 = 0x8080_8080_8080_8080;
/// The least significant bit of every byte.
const L: u64 = 0x0101_0101_0101_0101;

/// Byte-wise add without carries between bytes:
/// `z = ((x &~H) + (y &~H)) ^ ((x ^ y) & H)`.
pub const fn swar_add(x: u64, y: u64) -> u64 {
    ((x & !H).wrapping_add(y & !H)) ^ ((x ^ y) & H)
}

/// Byte-wise subtract without borrows between bytes:
/// `z = ((x | H) - (y &~H)) ^ ((x ^~y) & H)`.
pub const fn swar_sub(x: u64, y: u64) -> u64 {
    ((x | H).wrapping_sub(y & !H)) ^ ((x ^ !y) & H)
}

/// Byte-wise average rounded down: `z = (x & y) + (((x ^ y) & ~L) >> 1)`.
pub const fn swar_avg(x: u64, y: u64) -> u64 {
    (x & y).wrapping_add(((x ^ y) & !L) >> 1)
}

/// The reference's 64-bit Kogge-Stone adder: carries generated and propagated in six
/// parallel-prefix steps; equal to `a.wrapping_add(b)`.
pub const fn kogge_stone_add(a: u64, b: u64) -> u64 {
    let mut generate = a & b;
    let mut propagate = a ^ b;
    let mut step = 1;
    while step < 64 {
        generate |= propagate & (generate << step);
        propagate &= propagate << step;
        step *= 2;
    }
    a ^ b ^ (generate << 1)
}

/// The squares in an odd number of `x`, `y`, `z`: `x ^ y ^ z`.
pub const fn odd(x: u64, y: u64, z: u64) -> u64 {
    x ^ y ^ z
}

/// The squares in at least two of `x`, `y`, `z`: `((x ^ y) & z) | (x & y)`.
pub const fn major(x: u64, y: u64, z: u64) -> u64 {
    ((x ^ y) & z) | (x & y)
}

/// The most sets [`digit_sets`] and [`counts`] take.
pub const MAX_SETS: usize = 15;

/// More sets than the 15-input odd/major network counts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TooManySets {
    /// How many were given.
    pub given: usize,
}

impl fmt::Display for TooManySets {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "counts takes at most {MAX_SETS} sets, {} given",
            self.given
        )
    }
}

impl std::error::Error for TooManySets {}

/// The binary digits of each square's count: `[ones, twos, fours, eights]`, by the
/// reference's 11 odd/major pairs for 15 inputs (missing inputs are empty):
///
/// ```text
/// one1,two1  := oddMaj(x1,x2,x3)        one6,two6  := oddMaj(one1,one2,one3)
/// one2,two2  := oddMaj(x4,x5,x6)        ones,two7  := oddMaj(one4,one5,one6)
/// one3,two3  := oddMaj(x7,x8,x9)        two8,four1 := oddMaj(two1,two2,two3)
/// one4,two4  := oddMaj(x10,x11,x12)     two9,four2 := oddMaj(two4,two5,two6)
/// one5,two5  := oddMaj(x13,x14,x15)     twos,four3 := oddMaj(two7,two8,two9)
///                                       four,eight := oddMaj(four1,four2,four3)
/// ```
pub fn digit_sets(sets: &[u64]) -> Result<[u64; 4], TooManySets> {
    if sets.len() > MAX_SETS {
        return Err(TooManySets { given: sets.len() });
    }
    let x = padded::<MAX_SETS>(sets);
    let odd_maj = |a: u64, b: u64, c: u64| (odd(a, b, c), major(a, b, c));
    let (one1, two1) = odd_maj(x[0], x[1], x[2]);
    let (one2, two2) = odd_maj(x[3], x[4], x[5]);
    let (one3, two3) = odd_maj(x[6], x[7], x[8]);
    let (one4, two4) = odd_maj(x[9], x[10], x[11]);
    let (one5, two5) = odd_maj(x[12], x[13], x[14]);
    let (one6, two6) = odd_maj(one1, one2, one3);
    let (ones, two7) = odd_maj(one4, one5, one6);
    let (two8, four1) = odd_maj(two1, two2, two3);
    let (two9, four2) = odd_maj(two4, two5, two6);
    let (twos, four3) = odd_maj(two7, two8, two9);
    let (fours, eights) = odd_maj(four1, four2, four3);
    Ok([ones, twos, fours, eights])
}

/// `sets` padded with empty sets to `N` (`sets.len() <= N`): element by element, as a
/// copy of a run-time length is a `memcpy` call, which cost more than the network when
/// a batch line runs it.
#[inline(always)]
fn padded<const N: usize>(sets: &[u64]) -> [u64; N] {
    std::array::from_fn(|i| sets.get(i).copied().unwrap_or(0))
}

/// The page's network for seven sets, 7 - 3 = 4 odd/major pairs, as `[ones, twos, fours]`
/// (missing inputs are empty):
///
/// ```text
/// one1,two1 := oddMaj(x1,x2,x3)        ones,two3 := oddMaj(x7,one1,one2)
/// one2,two2 := oddMaj(x4,x5,x6)        twos,four := oddMaj(two1,two2,two3)
/// ```
pub fn digit_sets7(sets: &[u64]) -> Option<[u64; 3]> {
    if sets.len() > 7 {
        return None;
    }
    let x = padded::<7>(sets);
    let odd_maj = |a: u64, b: u64, c: u64| (odd(a, b, c), major(a, b, c));
    let (one1, two1) = odd_maj(x[0], x[1], x[2]);
    let (one2, two2) = odd_maj(x[3], x[4], x[5]);
    let (ones, two3) = odd_maj(x[6], one1, one2);
    let (twos, fours) = odd_maj(two1, two2, two3);
    Some([ones, twos, fours])
}

/// `popCount(x1) + ... + popCount(xn)` for up to 15 sets with one `popcount` per digit
/// set (Population Count, "Odd and Major 7-15"): three for up to seven sets, by
/// [`digit_sets7`], four for up to 15, by [`digit_sets`]; each digit weighted by its place.
pub fn popcount_sum(popcount: fn(u64) -> u32, sets: &[u64]) -> Result<u32, TooManySets> {
    let weigh = |digits: &[u64]| {
        digits
            .iter()
            .enumerate()
            .map(|(place, &d)| popcount(d) << place)
            .sum()
    };
    match digit_sets7(sets) {
        Some(digits) => Ok(weigh(&digits)),
        None => Ok(weigh(&digit_sets(sets)?)),
    }
}

/// For `sets.len() = n <= 15`: `exactly[k]`, the squares in exactly k of the sets, and
/// `at_least[k]`, the squares in at least k, for k = 0..=n.
pub fn counts(sets: &[u64]) -> Result<(Vec<u64>, Vec<u64>), TooManySets> {
    let digits = digit_sets(sets)?;
    let exactly: Vec<u64> = (0..=sets.len())
        .map(|k| {
            digits.iter().enumerate().fold(!0, |acc, (bit, &digit)| {
                acc & if k >> bit & 1 != 0 { digit } else { !digit }
            })
        })
        .collect();
    let mut at_least = vec![0u64; exactly.len()];
    let mut above = 0;
    for k in (0..exactly.len()).rev() {
        above |= exactly[k];
        at_least[k] = above;
    }
    Ok((exactly, at_least))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_wise_operations_keep_bytes_apart() {
        let x = 0xff01_8070_0010_fe7f_u64;
        let y = 0x0102_8090_0020_0301_u64;
        let bytes = |v: u64| v.to_le_bytes();
        for i in 0..8 {
            let (a, b) = (bytes(x)[i], bytes(y)[i]);
            assert_eq!(bytes(swar_add(x, y))[i], a.wrapping_add(b));
            assert_eq!(bytes(swar_sub(x, y))[i], a.wrapping_sub(b));
            assert_eq!(bytes(swar_avg(x, y))[i], ((a as u16 + b as u16) / 2) as u8);
        }
    }

    #[test]
    fn kogge_stone_carries_through_all_bits() {
        assert_eq!(kogge_stone_add(!0, 1), 0);
        assert_eq!(kogge_stone_add(0x7fff_ffff_ffff_ffff, 1), 1 << 63);
        assert_eq!(kogge_stone_add(12345, 67890), 80235);
    }

    #[test]
    fn popcount_sum_of_seven_and_fifteen_sets_adds_the_popcounts() {
        let sets: Vec<u64> = crate::rng::SplitMix64(7).take(15).collect();
        for n in 0..=15 {
            let plain: u32 = sets[..n].iter().map(|s| s.count_ones()).sum();
            assert_eq!(
                popcount_sum(u64::count_ones, &sets[..n]),
                Ok(plain),
                "n = {n}"
            );
        }
        assert!(popcount_sum(u64::count_ones, &[0; 16]).is_err());
        let seven = digit_sets7(&sets[..7]).unwrap();
        assert_eq!(seven, digit_sets(&sets[..7]).unwrap()[..3]);
    }

    #[test]
    fn more_than_fifteen_sets_are_refused() {
        assert_eq!(digit_sets(&[0; 16]), Err(TooManySets { given: 16 }));
        assert!(counts(&[1; 15]).is_ok());
    }
}

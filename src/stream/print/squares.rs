//! Square names of a set's members, a rank at a time from a table: eight table copies a
//! set instead of a store per member (one 32-byte AVX2 vector a rank where the CPU has
//! it; for JSON's five-byte names, one 64-byte AVX-512 vector).

use super::OutBuf;
use crate::cpu::Host;

/// Appends a line of square names (`e4 d5`) per value of a block to an [`OutBuf`] (room
/// checked by the caller).
pub(in crate::stream) type SquareLinesFn = fn(&RankNames<3>, &mut OutBuf, &[u64]);

/// The fastest square-name line formatter the running CPU can run: AVX2, else words.
pub(in crate::stream) fn square_lines_for(host: &Host) -> SquareLinesFn {
    #[cfg(target_arch = "x86_64")]
    if host.can_run(crate::cpu::Features::of(&[crate::cpu::Feature::Avx2])) {
        /// Safe entry to the AVX2 formatter, named only in this branch.
        fn square_lines_avx2(names: &RankNames<3>, out: &mut OutBuf, values: &[u64]) {
            // SAFETY: this function is named only here, returned after the detected
            // `Host` showed AVX2 usable.
            unsafe { avx2::square_lines(names, out, values) }
        }
        return square_lines_avx2;
    }
    let _ = host;
    square_lines
}

/// The square-name lines of `values`, a rank's names copied as eight-byte words.
pub(super) fn square_lines(names: &RankNames<3>, out: &mut OutBuf, values: &[u64]) {
    square_lines_by(names, out, values, copy_words);
}

/// The square-name lines of `values`, each rank's names copied by `copy`.
#[inline(always)]
fn square_lines_by(names: &RankNames<3>, out: &mut OutBuf, values: &[u64], copy: impl RankCopy) {
    for &v in values {
        let before = out.len;
        names.put_by(out, v, copy);
        // Replace the last member's space by the newline, or add it to an empty line.
        if out.len == before {
            out.put(b"\n", 1);
        } else {
            out.end_with(b'\n');
        }
    }
}

/// The bytes of a table entry: room for eight names of up to eight bytes.
const ENTRY: usize = 64;

/// The widest name a table may hold.
const WIDEST_NAME: usize = ENTRY / 8;

/// How far past a set's first name its stores may reach: a rank starts up to 255 names
/// in (the most a byte of counts says), and stores a whole entry. The output keeps this
/// much room, so one range check a set covers every rank's store.
pub(super) const REACH: usize = 255 * WIDEST_NAME + ENTRY;

/// A rank's names for one byte of members, zero padded; aligned for vector loads.
#[derive(Clone, Copy)]
#[repr(C, align(64))]
pub(super) struct Entry([u8; ENTRY]);

/// Stores at least the first `bytes` of a names entry plus a rank's digits entry into the
/// output, at most the whole entry ([`copy_words`], or `avx2::copy_vectors` or
/// `avx512::copy_vector` inside a loop compiled for their features).
pub(super) trait RankCopy: Fn(&Entry, &Entry, usize, &mut [u8; ENTRY]) + Copy {}

impl<F: Fn(&Entry, &Entry, usize, &mut [u8; ENTRY]) + Copy> RankCopy for F {}

/// Stores the first `bytes` of a names entry plus a rank's digits entry into the output
/// (their bytes stay below 128, so no carry crosses into a neighbour), by eight-byte
/// words.
#[inline(always)]
pub(super) fn copy_words(names: &Entry, digits: &Entry, bytes: usize, room: &mut [u8; ENTRY]) {
    let words = names.0.chunks_exact(8).zip(digits.0.chunks_exact(8));
    for (dst, (name, digit)) in room.chunks_exact_mut(8).zip(words).take(bytes.div_ceil(8)) {
        let word = |bytes: &[u8]| u64::from_le_bytes(bytes.try_into().expect("8 bytes"));
        dst.copy_from_slice(&(word(name) + word(digit)).to_le_bytes());
    }
}

/// For each byte of members on a rank, the members' names, each between a prefix and a
/// suffix (`e4 ` for squares, `"e4",` for JSON), and what turns rank 1's digits into
/// each rank's. Every name takes `NAME` bytes (three for `e4 `, five for `"e4",`).
#[derive(Clone)]
pub(super) struct RankNames<const NAME: usize> {
    /// Names on the first rank by member byte, rank digits `1`.
    text: [Entry; 256],
    /// `r` at each rank digit byte of an entry, for rank index `r`.
    digits: [Entry; 8],
}

impl<const NAME: usize> RankNames<NAME> {
    /// Names written `prefix` + square + `suffix` (`NAME` bytes each).
    pub(super) fn new(prefix: &[u8], suffix: &[u8]) -> Box<RankNames<NAME>> {
        assert_eq!(
            prefix.len() + 2 + suffix.len(),
            NAME,
            "a name takes NAME bytes"
        );
        assert!(NAME <= WIDEST_NAME, "eight names fit an entry");
        let mut ones = Entry([0; ENTRY]);
        for file in 0..8 {
            ones.0[file * NAME + prefix.len() + 1] = 1;
        }
        let text = std::array::from_fn(|byte| {
            let mut entry = Entry([0; ENTRY]);
            for (at, file) in (0..8).filter(|f| byte >> f & 1 == 1).enumerate() {
                let name = &mut entry.0[at * NAME..(at + 1) * NAME];
                name[..prefix.len()].copy_from_slice(prefix);
                name[prefix.len()..prefix.len() + 2].copy_from_slice(&[b'a' + file as u8, b'1']);
                name[prefix.len() + 2..].copy_from_slice(suffix);
            }
            entry
        });
        Box::new(RankNames {
            text,
            digits: std::array::from_fn(|rank| Entry(ones.0.map(|one| one * rank as u8))),
        })
    }

    /// Appends the names of the members of `v`, each with its prefix and suffix, each
    /// rank's names copied by `copy`.
    #[inline(always)]
    pub(super) fn put_by(&self, out: &mut OutBuf, v: u64, copy: impl RankCopy) {
        // Where each rank's names start: the members on the ranks below it, from the
        // bytes' population counts (SWAR, Population Count page) summed by one multiply.
        // No rank waits for the one before, as it would for a width read from a table.
        let counts = v - ((v >> 1) & 0x5555_5555_5555_5555);
        let counts = (counts & 0x3333_3333_3333_3333) + ((counts >> 2) & 0x3333_3333_3333_3333);
        let counts = (counts + (counts >> 4)) & 0x0F0F_0F0F_0F0F_0F0F;
        let through = counts.wrapping_mul(0x0101_0101_0101_0101);
        let before = through << 8;
        let at = out.len;
        let reach = out.room::<REACH>();
        for (rank, (&byte, digits)) in v.to_le_bytes().iter().zip(&self.digits).enumerate() {
            // Every rank is stored whole, an empty one overwritten by the next, straight
            // into the output (a copy through a local array stalled on store forwarding).
            // `start + ENTRY` is within `REACH` by its type's range: no check here.
            let start = usize::from((before >> (8 * rank)) as u8) * NAME;
            let room = (&mut reach[start..start + ENTRY])
                .try_into()
                .expect("a range of ENTRY bytes");
            copy(&self.text[usize::from(byte)], digits, 8 * NAME, room);
        }
        out.len = at + (through >> 56) as usize * NAME;
    }
}

/// Square names by AVX2: a rank's names and digits added as 32-byte vectors.
#[cfg(target_arch = "x86_64")]
pub(super) mod avx2 {
    use super::{ENTRY, Entry, OutBuf, RankNames};
    use core::arch::x86_64::*;

    /// [`super::square_lines`] with each rank copied as 32-byte vectors.
    #[target_feature(enable = "avx2")]
    pub(super) fn square_lines(names: &RankNames<3>, out: &mut OutBuf, values: &[u64]) {
        super::square_lines_by(names, out, values, |names, digits, bytes, room| {
            copy_vectors(names, digits, bytes, room)
        });
    }

    /// [`super::copy_words`] by 32-byte vectors.
    #[target_feature(enable = "avx2")]
    #[inline]
    pub(in crate::stream::print) fn copy_vectors(
        names: &Entry,
        digits: &Entry,
        bytes: usize,
        room: &mut [u8; ENTRY],
    ) {
        let vectors = names.0.chunks_exact(32).zip(digits.0.chunks_exact(32));
        for (dst, (name, digit)) in room
            .chunks_exact_mut(32)
            .zip(vectors)
            .take(bytes.div_ceil(32))
        {
            let load = |bytes: &[u8]| {
                let bytes: &[u8; 32] = bytes.try_into().expect("32 bytes");
                // SAFETY: the unaligned load reads exactly the 32 bytes of `bytes`.
                unsafe { _mm256_loadu_si256(bytes.as_ptr().cast()) }
            };
            let sum = _mm256_add_epi8(load(name), load(digit));
            // SAFETY: the unaligned store writes exactly the 32 bytes of `dst`, a chunk.
            unsafe { _mm256_storeu_si256(dst.as_mut_ptr().cast(), sum) };
        }
    }
}

/// Square names by AVX-512 BW: a rank's names and digits added as one 64-byte vector.
#[cfg(target_arch = "x86_64")]
pub(super) mod avx512 {
    use super::{ENTRY, Entry};
    use core::arch::x86_64::*;

    /// [`super::copy_words`] of a whole entry as one 64-byte vector.
    #[target_feature(enable = "avx512f,avx512bw")]
    #[inline]
    pub(in crate::stream::print) fn copy_vector(
        names: &Entry,
        digits: &Entry,
        room: &mut [u8; ENTRY],
    ) {
        let load = |entry: &Entry| {
            // SAFETY: the aligned load reads exactly the 64 bytes of `entry`, 64-byte
            // aligned by `Entry`'s type.
            unsafe { _mm512_load_si512(entry.0.as_ptr().cast()) }
        };
        let sum = _mm512_add_epi8(load(names), load(digits));
        // SAFETY: the unaligned store writes exactly the 64 bytes of `room`.
        unsafe { _mm512_storeu_si512(room.as_mut_ptr().cast(), sum) };
    }
}

#[cfg(test)]
mod tests {
    use super::super::HEAD;
    use super::*;
    use crate::bitboard::Square;
    use crate::cpu::Cpu;
    use crate::stream::BLOCK;

    #[test]
    fn square_lines_name_every_member_by_every_formatter() {
        let mut rng = crate::rng::SplitMix64(3);
        let mut values: Vec<u64> = vec![0, u64::MAX, 1, 1 << 63, 0xFF, 0xFF << 56];
        values.extend((0..64).map(|i| 1u64 << i));
        // Sparse, dense and full sets, so a block ends on the widest lines too.
        values.extend((0..20_000).map(|i| match i % 4 {
            0 => rng.next_u64() & rng.next_u64(),
            1 => rng.next_u64() | rng.next_u64(),
            2 => u64::MAX,
            _ => rng.next_u64(),
        }));
        let names = RankNames::<3>::new(b"", b" ");
        let mut out = OutBuf::new();
        for formatter in [square_lines, square_lines_for(Cpu::current())] {
            for chunk in values.chunks(BLOCK) {
                out.len = HEAD;
                formatter(&names, &mut out, chunk);
                let want: String = chunk
                    .iter()
                    .map(|&v| {
                        let members: Vec<&str> = (0..64)
                            .filter(|i| v >> i & 1 == 1)
                            .map(|i| Square::from_index(i).name())
                            .collect();
                        members.join(" ") + "\n"
                    })
                    .collect();
                assert_eq!(
                    std::str::from_utf8(&out.bytes[HEAD..out.len]).unwrap(),
                    want
                );
            }
        }
    }
}

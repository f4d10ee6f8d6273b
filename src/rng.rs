//! The seeded random streams: SplitMix64, the one bbtool uses (magic search, benchmark
//! inputs) and its tests use, so every "reproducible from a seed" means the same
//! sequence; and XorShift96, Chess_Movegen's generator, for its slider workload.

/// SplitMix64 (Steele, Lea and Flood): 64-bit state, one addition and two multiplies.
#[derive(Clone, Debug)]
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A sparse word: the AND of three draws, about 8 bits set.
    pub fn sparse(&mut self) -> u64 {
        self.next_u64() & self.next_u64() & self.next_u64()
    }

    /// A dense word: the OR of three draws, about 8 bits clear.
    pub fn dense(&mut self) -> u64 {
        self.next_u64() | self.next_u64() | self.next_u64()
    }

    /// Words of varied density, a third each plain, sparse and dense, so that LS1B and
    /// MS1B far from the ends come up often.
    pub fn varied(&mut self) -> u64 {
        let x = self.next_u64();
        match x % 3 {
            0 => x,
            1 => x & self.sparse(),
            _ => x | self.dense(),
        }
    }

    /// A number below `n` (n > 0); the modulo bias is irrelevant for test inputs.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// The stream as an iterator: `SplitMix64(seed).take(n)`.
impl Iterator for SplitMix64 {
    type Item = u64;
    fn next(&mut self) -> Option<u64> {
        Some(self.next_u64())
    }
}

/// Marsaglia's xorshift96 (period 2^96 - 1) as Gigantua's "Chess_Movegen" uses it for
/// its slider workload (`rand32`, `rand64`), so bbtool's bench draws the same inputs.
#[derive(Clone, Debug)]
pub struct XorShift96(pub u32, pub u32, pub u32);

impl XorShift96 {
    /// Chess_Movegen's seeds: `rx = 123456789, ry = 362436069, rz = 521288629`.
    pub const fn seeded() -> XorShift96 {
        XorShift96(123_456_789, 362_436_069, 521_288_629)
    }

    /// The next 32 random bits (`rand32`).
    pub fn rand32(&mut self) -> u32 {
        let mut x = self.0;
        x ^= x << 16;
        x ^= x >> 5;
        x ^= x << 1;
        self.0 = self.1;
        self.1 = self.2;
        self.2 = x ^ self.0 ^ self.1;
        self.2
    }

    /// `rand64`: `rand32() << 32 | rand32()`, the high half drawn first (as clang
    /// evaluates Chess_Movegen's expression).
    pub fn rand64(&mut self) -> u64 {
        let high = u64::from(self.rand32()) << 32;
        high | u64::from(self.rand32())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_the_published_first_outputs() {
        // SplitMix64 from seed 0: the reference implementation's first two outputs.
        let mut r = SplitMix64(0);
        assert_eq!(r.next_u64(), 0xe220_a839_7b1d_cdaf);
        assert_eq!(r.next_u64(), 0x6e78_9e6a_a1b9_65f4);
    }

    #[test]
    fn xorshift96_matches_chess_movegen() {
        // Chess_Movegen's rand32/rand64 compiled with clang from its seeds: the first
        // three rand32 outputs, then one rand64.
        let mut r = XorShift96::seeded();
        assert_eq!(
            [r.rand32(), r.rand32(), r.rand32()],
            [0x5ead_a3d7, 0x873a_69bc, 0xb711_ccd3]
        );
        assert_eq!(r.rand64(), 0x3f98_3e34_b29f_1df4);
    }
}

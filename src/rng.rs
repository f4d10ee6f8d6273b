//! SplitMix64: the one seeded random stream bbtool uses (magic search, benchmark inputs)
//! and its tests use, so every "reproducible from a seed" means the same sequence.

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
}

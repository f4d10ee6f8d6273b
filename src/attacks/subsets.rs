//! Every subset of a set by the carry-rippler (Traversing Subsets of a Set):
//! `n = (n - d) & d` steps from the empty set through all 2^popcount(d) subsets,
//! in increasing order, and back to the empty set.

/// Iterator over all subsets of a set, the empty set first.
#[derive(Clone, Debug)]
pub struct Subsets {
    set: u64,
    next: Option<u64>,
}

/// All subsets of `set`, from the empty set to `set` itself, in increasing order.
pub fn subsets(set: u64) -> Subsets {
    Subsets { set, next: Some(0) }
}

impl Subsets {
    /// How many subsets the whole traversal yields: 2^popcount (as u128, since the
    /// universe has 2^64).
    pub fn total(&self) -> u128 {
        1u128 << self.set.count_ones()
    }
}

impl Iterator for Subsets {
    type Item = u64;
    #[inline]
    fn next(&mut self) -> Option<u64> {
        let current = self.next?;
        let following = current.wrapping_sub(self.set) & self.set;
        self.next = (following != 0).then_some(following);
        Some(current)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn enumerates_every_subset_once_in_order() {
        let set = 0b1011_0100;
        let all: Vec<u64> = subsets(set).collect();
        let expected: Vec<u64> = (0..=set).filter(|n| n & !set == 0).collect();
        assert_eq!(all, expected);
        assert_eq!(subsets(set).total(), 16);
        assert_eq!(subsets(0).collect::<Vec<_>>(), vec![0]);
        assert_eq!(subsets(!0).total(), 1 << 64);
        assert_eq!(subsets(!0).take(3).collect::<Vec<_>>(), vec![0, 1, 2]);
    }
}

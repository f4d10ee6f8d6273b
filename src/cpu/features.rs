//! The x86 features the reference names, as an enum and a compact set.

use std::fmt;

macro_rules! features {
    ($( $variant:ident => $key:literal, $label:literal; )*) => {
        /// One CPU feature from the reference pages.
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum Feature { $( #[doc = $label] $variant, )* }

        impl Feature {
            /// Every feature, in the order `cpuinfo` lists them.
            pub const ALL: &'static [Feature] = &[ $( Feature::$variant, )* ];
            /// The lowercase key used in JSON (`avx512vpopcntdq`).
            pub const fn key(self) -> &'static str {
                match self { $( Feature::$variant => $key, )* }
            }
            /// The name as the reference writes it (`AVX-512 VPOPCNTDQ`).
            pub const fn label(self) -> &'static str {
                match self { $( Feature::$variant => $label, )* }
            }
        }
    };
}

features! {
    Sse2 => "sse2", "SSE2";
    Sse3 => "sse3", "SSE3";
    Ssse3 => "ssse3", "SSSE3";
    Sse41 => "sse41", "SSE4.1";
    Sse42 => "sse42", "SSE4.2";
    Sse4a => "sse4a", "SSE4a";
    Popcnt => "popcnt", "POPCNT";
    Lzcnt => "lzcnt", "LZCNT/ABM";
    Bmi1 => "bmi1", "BMI1";
    Bmi2 => "bmi2", "BMI2";
    Tbm => "tbm", "TBM";
    Xop => "xop", "XOP";
    Avx => "avx", "AVX";
    Avx2 => "avx2", "AVX2";
    Avx512f => "avx512f", "AVX-512 F";
    Avx512cd => "avx512cd", "AVX-512 CD";
    Avx512bw => "avx512bw", "AVX-512 BW";
    Avx512dq => "avx512dq", "AVX-512 DQ";
    Avx512vl => "avx512vl", "AVX-512 VL";
    Avx512vpopcntdq => "avx512vpopcntdq", "AVX-512 VPOPCNTDQ";
    Avx512bitalg => "avx512bitalg", "AVX-512 BITALG";
    Avx512vbmi => "avx512vbmi", "AVX-512 VBMI";
    Avx512vbmi2 => "avx512vbmi2", "AVX-512 VBMI2";
    Avx512er => "avx512er", "AVX-512 ER";
    Avx512pf => "avx512pf", "AVX-512 PF";
    Avx512ifma => "avx512ifma", "AVX-512 IFMA";
    Avx5124vnniw => "avx5124vnniw", "AVX-512 4VNNIW";
    Avx5124fmaps => "avx5124fmaps", "AVX-512 4FMAPS";
    Gfni => "gfni", "GFNI";
}

impl Feature {
    /// Finds a feature by its JSON key or label, case-insensitively.
    pub fn parse(text: &str) -> Option<Feature> {
        Feature::ALL
            .iter()
            .copied()
            .find(|f| f.key().eq_ignore_ascii_case(text) || f.label().eq_ignore_ascii_case(text))
    }
}

impl fmt::Display for Feature {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.label())
    }
}

/// A set of [`Feature`]s, one bit each.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Features(u32);

impl Features {
    /// No features: a portable method.
    pub const NONE: Features = Features(0);

    /// The set holding exactly `list`.
    pub const fn of(list: &[Feature]) -> Features {
        let mut bits = 0;
        let mut i = 0;
        while i < list.len() {
            bits |= 1 << list[i] as u8;
            i += 1;
        }
        Features(bits)
    }
    /// True when the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// True when `feature` is in the set.
    pub const fn has(self, feature: Feature) -> bool {
        self.0 >> feature as u8 & 1 != 0
    }
    /// True when every feature of `other` is in the set.
    pub const fn contains(self, other: Features) -> bool {
        self.0 & other.0 == other.0
    }
    /// The set with `feature` added.
    pub const fn with(self, feature: Feature) -> Features {
        Features(self.0 | 1 << feature as u8)
    }
    /// The features in both sets.
    pub const fn intersect(self, other: Features) -> Features {
        Features(self.0 & other.0)
    }
    /// The features of `self` that `other` lacks.
    pub const fn minus(self, other: Features) -> Features {
        Features(self.0 & !other.0)
    }
    /// The members, in [`Feature::ALL`] order.
    pub fn iter(self) -> impl Iterator<Item = Feature> {
        Feature::ALL.iter().copied().filter(move |&f| self.has(f))
    }
    /// The lowercase keys of the members.
    pub fn keys(self) -> Vec<&'static str> {
        self.iter().map(Feature::key).collect()
    }
    /// The set without each feature whose implied ones it lacks, as rustc's
    /// `target_feature` implies them: code compiled for a feature may use what that
    /// feature implies, so a CPU that reports one without the other (an inconsistent
    /// hypervisor or emulator) runs neither.
    pub fn implied_closed(self) -> Features {
        IMPLIES.iter().fold(self, |set, &(feature, implied)| {
            match set.contains(Features::of(implied)) {
                true => set,
                false => set.minus(Features::of(&[feature])),
            }
        })
    }

    /// The set with every feature its members imply (the `IMPLIES` table, transitively).
    pub const fn implied_upward(self) -> Features {
        let mut set = self;
        // The table lists each feature after the ones it implies, so a pass from its end
        // carries every chain down.
        let mut k = IMPLIES.len();
        while k > 0 {
            k -= 1;
            let (feature, implied) = IMPLIES[k];
            if set.has(feature) {
                set = Features(set.0 | Features::of(implied).0);
            }
        }
        set
    }

    /// True when every feature `target_features` names (a `#[target_feature(enable =
    /// ...)]` list, rustc's names) is in the set or implied by it: a loop compiled for
    /// those features runs only where the set is checked. Evaluated in `const` asserts
    /// where a macro pairs a feature list with such a string, so a mismatch does not
    /// compile.
    pub const fn enables_only(self, target_features: &str) -> bool {
        let allowed = self.implied_upward();
        let text = target_features.as_bytes();
        let mut start = 0;
        while start <= text.len() {
            let mut end = start;
            while end < text.len() && text[end] != b',' {
                end += 1;
            }
            match feature_named(text, start, end) {
                Some(feature) if allowed.has(feature) => {}
                _ => return false,
            }
            start = end + 1;
        }
        true
    }
}

/// The feature whose rustc name is `text[start..end]` (our key, which drops the dot of
/// `sse4.1` and `sse4.2`).
const fn feature_named(text: &[u8], start: usize, end: usize) -> Option<Feature> {
    let mut k = 0;
    while k < Feature::ALL.len() {
        let key = Feature::ALL[k].key().as_bytes();
        let (mut i, mut j) = (start, 0);
        while i < end && j < key.len() {
            if text[i] == b'.' {
                i += 1;
                continue;
            }
            if text[i] != key[j] {
                break;
            }
            i += 1;
            j += 1;
        }
        if i == end && j == key.len() {
            return Some(Feature::ALL[k]);
        }
        k += 1;
    }
    None
}

/// What each feature implies, as rustc's `target_feature` does (the subset bbtool
/// tracks), each feature after the ones it implies.
const IMPLIES: &[(Feature, &[Feature])] = {
    use Feature::*;
    &[
        (Sse3, &[Sse2]),
        (Ssse3, &[Sse3]),
        (Sse41, &[Ssse3]),
        (Sse42, &[Sse41]),
        (Avx, &[Sse42]),
        (Avx2, &[Avx]),
        (Xop, &[Avx, Sse4a]),
        (Avx512f, &[Avx2]),
        (Avx512cd, &[Avx512f]),
        (Avx512bw, &[Avx512f]),
        (Avx512dq, &[Avx512f]),
        (Avx512vl, &[Avx512f]),
        (Avx512vpopcntdq, &[Avx512f]),
        (Avx512bitalg, &[Avx512bw]),
        (Avx512vbmi, &[Avx512bw]),
        (Avx512vbmi2, &[Avx512bw]),
        (Avx512er, &[Avx512f]),
        (Avx512pf, &[Avx512f]),
        (Avx512ifma, &[Avx512f]),
        (Avx5124vnniw, &[Avx512f]),
        (Avx5124fmaps, &[Avx512f]),
    ]
};

impl FromIterator<Feature> for Features {
    fn from_iter<I: IntoIterator<Item = Feature>>(iter: I) -> Features {
        iter.into_iter().fold(Features::NONE, Features::with)
    }
}

impl fmt::Debug for Features {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl fmt::Display for Features {
    /// Labels joined by `+`, or `portable` for the empty set.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("portable");
        }
        for (i, feat) in self.iter().enumerate() {
            if i > 0 {
                f.write_str("+")?;
            }
            f.write_str(feat.label())?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_feature_goes_with_the_ones_it_implies() {
        use Feature::*;
        let reported = Features::of(&[Sse2, Sse3, Ssse3, Sse41, Sse42, Avx, Avx512f, Avx512bw]);
        // AVX-512 without AVX2 (no real CPU, but a hypervisor may say so): none of it.
        assert_eq!(
            reported.implied_closed(),
            Features::of(&[Sse2, Sse3, Ssse3, Sse41, Sse42, Avx])
        );
        let whole = reported.with(Avx2).with(Popcnt);
        assert_eq!(whole.implied_closed(), whole);
        // BITALG needs BW; XOP needs AVX and SSE4a.
        let partial = Features::of(&[Sse2, Sse3, Ssse3, Sse41, Sse42, Avx, Avx2, Avx512f])
            .with(Avx512bitalg)
            .with(Xop);
        assert!(!partial.implied_closed().has(Avx512bitalg));
        assert!(!partial.implied_closed().has(Xop));
        assert!(partial.implied_closed().has(Avx512f));
    }

    #[test]
    fn a_target_feature_string_must_be_covered_by_the_list() {
        use Feature::*;
        let avx512 = Features::of(&[Avx512f, Avx512bw, Bmi2]);
        // Listed, or implied by a listed one (AVX-512 F implies AVX2, SSE4.1 ...).
        assert!(avx512.enables_only("avx512f,avx512bw,bmi2"));
        assert!(avx512.enables_only("avx2,sse4.1,bmi2"));
        // Not listed, not implied, or not a feature bbtool knows.
        assert!(!avx512.enables_only("avx512f,bmi1"));
        assert!(!avx512.enables_only("avx512vbmi"));
        assert!(!Features::of(&[Avx2]).enables_only("avx2,popcnt"));
        assert!(!avx512.enables_only("avx512f,fma"));
        assert!(!avx512.enables_only(""));
    }
}

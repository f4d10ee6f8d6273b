//! Microarchitecture names from (vendor, display family, display model), and the one
//! performance fact selection needs from them: whether PEXT/PDEP are fast.

use std::ops::RangeInclusive;

/// One row: a vendor's family and a range of display models share a microarchitecture.
struct Row {
    vendor: &'static str,
    family: u32,
    models: RangeInclusive<u32>,
    name: &'static str,
}

const INTEL: &str = "GenuineIntel";
const AMD: &str = "AuthenticAMD";
const HYGON: &str = "HygonGenuine";

/// Every display model of a family.
const ANY: RangeInclusive<u32> = 0..=0xff;

const fn intel(model: u32, name: &'static str) -> Row {
    Row {
        vendor: INTEL,
        family: 6,
        models: model..=model,
        name,
    }
}

const fn amd(family: u32, models: RangeInclusive<u32>, name: &'static str) -> Row {
    Row {
        vendor: AMD,
        family,
        models,
        name,
    }
}

/// Searched in order: the first matching row names the CPU, so specific models come
/// before a family's catch-all row.
const TABLE: &[Row] = &[
    // Intel family 6, by display model (Intel SDM Vol. 4, table 2-1, and Intel's
    // published family/model list).
    intel(0x0E, "Core (Yonah)"),
    intel(0x0F, "Core 2"),
    intel(0x16, "Core 2"),
    intel(0x17, "Core 2 (Penryn)"),
    intel(0x1D, "Core 2 (Penryn)"),
    intel(0x1A, "Nehalem"),
    intel(0x1E, "Nehalem"),
    intel(0x1F, "Nehalem"),
    intel(0x2E, "Nehalem"),
    intel(0x25, "Westmere"),
    intel(0x2C, "Westmere"),
    intel(0x2F, "Westmere"),
    intel(0x2A, "Sandy Bridge"),
    intel(0x2D, "Sandy Bridge"),
    intel(0x3A, "Ivy Bridge"),
    intel(0x3E, "Ivy Bridge"),
    intel(0x3C, "Haswell"),
    intel(0x3F, "Haswell"),
    intel(0x45, "Haswell"),
    intel(0x46, "Haswell"),
    intel(0x3D, "Broadwell"),
    intel(0x47, "Broadwell"),
    intel(0x4F, "Broadwell"),
    intel(0x56, "Broadwell"),
    intel(0x4E, "Skylake"),
    intel(0x5E, "Skylake"),
    intel(0x55, "Skylake-SP (Cascade/Cooper Lake)"),
    intel(0x8E, "Skylake family (Kaby/Coffee/Whiskey Lake)"),
    intel(0x9E, "Skylake family (Kaby/Coffee Lake)"),
    intel(0xA5, "Skylake family (Comet Lake)"),
    intel(0xA6, "Skylake family (Comet Lake)"),
    intel(0x66, "Cannon Lake"),
    intel(0x7D, "Ice Lake"),
    intel(0x7E, "Ice Lake"),
    intel(0x6A, "Ice Lake-SP"),
    intel(0x6C, "Ice Lake-SP"),
    intel(0x8C, "Tiger Lake"),
    intel(0x8D, "Tiger Lake"),
    intel(0xA7, "Rocket Lake"),
    intel(0x97, "Alder Lake"),
    intel(0x9A, "Alder Lake"),
    intel(0xBE, "Alder Lake-N"),
    intel(0xB7, "Raptor Lake"),
    intel(0xBA, "Raptor Lake"),
    intel(0xBF, "Raptor Lake"),
    intel(0xAA, "Meteor Lake"),
    intel(0xAC, "Meteor Lake"),
    intel(0xBD, "Lunar Lake"),
    intel(0xC5, "Arrow Lake"),
    intel(0xC6, "Arrow Lake"),
    intel(0x8F, "Sapphire Rapids"),
    intel(0xCF, "Emerald Rapids"),
    intel(0xAD, "Granite Rapids"),
    intel(0xAE, "Granite Rapids"),
    intel(0xAF, "Sierra Forest"),
    intel(0x1C, "Bonnell (Atom)"),
    intel(0x26, "Bonnell (Atom)"),
    intel(0x37, "Silvermont (Atom)"),
    intel(0x4A, "Silvermont (Atom)"),
    intel(0x4D, "Silvermont (Atom)"),
    intel(0x5A, "Silvermont (Atom)"),
    intel(0x4C, "Airmont (Atom)"),
    intel(0x5C, "Goldmont (Atom)"),
    intel(0x5F, "Goldmont (Atom)"),
    intel(0x7A, "Goldmont Plus (Atom)"),
    intel(0x86, "Tremont (Atom)"),
    intel(0x96, "Tremont (Atom)"),
    intel(0x9C, "Tremont (Atom)"),
    intel(0x57, "Knights Landing"),
    intel(0x85, "Knights Mill"),
    Row {
        vendor: INTEL,
        family: 0xF,
        models: ANY,
        name: "NetBurst (Pentium 4)",
    },
    // AMD, by display family, then model ranges within it.
    amd(0x0F, ANY, "K8"),
    amd(0x10, ANY, "K10"),
    amd(0x11, ANY, "K8 (Griffin)"),
    amd(0x12, ANY, "K10 (Llano)"),
    amd(0x14, ANY, "Bobcat"),
    amd(0x15, 0x00..=0x01, "Bulldozer"),
    amd(0x15, 0x02..=0x02, "Piledriver"),
    amd(0x15, 0x10..=0x1F, "Piledriver"),
    amd(0x15, 0x30..=0x3F, "Steamroller"),
    amd(0x15, 0x60..=0x7F, "Excavator"),
    amd(0x15, ANY, "Bulldozer family"),
    amd(0x16, 0x00..=0x0F, "Jaguar"),
    amd(0x16, 0x30..=0x3F, "Puma"),
    amd(0x16, ANY, "Jaguar family"),
    amd(0x17, 0x08..=0x08, "Zen+"),
    amd(0x17, 0x18..=0x18, "Zen+"),
    amd(0x17, 0x00..=0x2F, "Zen"),
    amd(0x17, 0x30..=0xFF, "Zen 2"),
    amd(0x19, 0x10..=0x1F, "Zen 4"),
    amd(0x19, 0x60..=0x7F, "Zen 4"),
    amd(0x19, 0xA0..=0xAF, "Zen 4"),
    amd(0x19, 0x40..=0x4F, "Zen 3+"),
    amd(0x19, ANY, "Zen 3"),
    amd(0x1A, ANY, "Zen 5"),
    Row {
        vendor: HYGON,
        family: 0x18,
        models: ANY,
        name: "Dhyana",
    },
];

/// The microarchitecture of a CPU, and whether PEXT/PDEP are fast on it.
///
/// PEXT and PDEP are microcoded on AMD family 17h (Zen, Zen+, Zen 2) and on Hygon
/// family 18h, which is built from Zen: about 18 to 300 cycles, depending on the data.
pub fn classify(vendor: &str, family: u32, model: u32) -> (Option<&'static str>, bool) {
    let name = TABLE
        .iter()
        .find(|r| r.vendor == vendor && r.family == family && r.models.contains(&model))
        .map(|r| r.name);
    let slow_pext = (vendor == AMD && family == 0x17) || (vendor == HYGON && family == 0x18);
    (name, !slow_pext)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(vendor: &str, family: u32, model: u32) -> Option<&'static str> {
        classify(vendor, family, model).0
    }

    #[test]
    fn intel_models() {
        // The three models qemu emulates for the CPU-model tests: core2duo reports
        // family 6 model 0x0F, Nehalem model 0x1A, Haswell model 0x3C.
        assert_eq!(name(INTEL, 6, 0x0F), Some("Core 2"));
        assert_eq!(name(INTEL, 6, 0x1A), Some("Nehalem"));
        assert_eq!(name(INTEL, 6, 0x3C), Some("Haswell"));
        assert_eq!(name(INTEL, 6, 0x2A), Some("Sandy Bridge"));
        assert_eq!(name(INTEL, 6, 0x5E), Some("Skylake"));
        assert_eq!(name(INTEL, 6, 0x7E), Some("Ice Lake"));
        assert_eq!(name(INTEL, 6, 0x97), Some("Alder Lake"));
        assert_eq!(name(INTEL, 6, 0xB7), Some("Raptor Lake"));
        assert_eq!(name(INTEL, 6, 0x8F), Some("Sapphire Rapids"));
        assert_eq!(name(INTEL, 6, 0x01), None);
    }

    #[test]
    fn amd_models() {
        assert_eq!(name(AMD, 0x0F, 0x6B), Some("K8"));
        assert_eq!(name(AMD, 0x10, 0x04), Some("K10"));
        assert_eq!(name(AMD, 0x15, 0x01), Some("Bulldozer"));
        assert_eq!(name(AMD, 0x15, 0x02), Some("Piledriver"));
        assert_eq!(name(AMD, 0x15, 0x30), Some("Steamroller"));
        assert_eq!(name(AMD, 0x15, 0x65), Some("Excavator"));
        assert_eq!(name(AMD, 0x16, 0x00), Some("Jaguar"));
        assert_eq!(name(AMD, 0x17, 0x01), Some("Zen"));
        assert_eq!(name(AMD, 0x17, 0x08), Some("Zen+"));
        assert_eq!(name(AMD, 0x17, 0x71), Some("Zen 2"));
        assert_eq!(name(AMD, 0x19, 0x21), Some("Zen 3"));
        // This machine: AMD EPYC (Genoa), family 25 (19h) model 17 (11h).
        assert_eq!(name(AMD, 0x19, 0x11), Some("Zen 4"));
        assert_eq!(name(AMD, 0x19, 0x61), Some("Zen 4"));
        assert_eq!(name(AMD, 0x1A, 0x44), Some("Zen 5"));
        assert_eq!(name(HYGON, 0x18, 0x01), Some("Dhyana"));
        assert_eq!(name(AMD, 0x18, 0x01), None);
    }

    #[test]
    fn pext_is_slow_only_on_zen_1_2_and_hygon() {
        assert!(!classify(AMD, 0x17, 0x01).1);
        assert!(!classify(AMD, 0x17, 0x08).1);
        assert!(!classify(AMD, 0x17, 0x71).1);
        assert!(!classify(HYGON, 0x18, 0x01).1);
        assert!(classify(AMD, 0x19, 0x11).1);
        assert!(classify(AMD, 0x1A, 0x44).1);
        assert!(classify(INTEL, 6, 0x3C).1);
        // Family 17h from another vendor is not Zen.
        assert!(classify(INTEL, 0x17, 0x01).1);
    }
}

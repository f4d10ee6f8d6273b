//! Where CPUID reports each [`Feature`], which register state it needs the OS to save,
//! and the decoding of raw CPUID registers into a [`Cpu`].

use super::{Feature, Features};
use std::fmt;

/// Where CPUID reports a feature: `leaf.subleaf:REGISTER[bit]`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CpuidLocation {
    /// The leaf (EAX input), e.g. `7` or `0x8000_0001`.
    pub leaf: u32,
    /// The subleaf (ECX input); 0 where the leaf has none.
    pub subleaf: u32,
    /// The output register: `EAX`, `EBX`, `ECX` or `EDX`.
    pub register: &'static str,
    /// The bit in that register.
    pub bit: u8,
}

impl fmt::Display for CpuidLocation {
    /// `1:ECX[23]`, `7.0:EBX[8]`, `0x80000001:ECX[5]`: only leaf 7 shows its subleaf.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.leaf >= 0x8000_0000 {
            write!(f, "{:#x}", self.leaf)?;
        } else {
            write!(f, "{}", self.leaf)?;
        }
        if self.leaf == 7 {
            write!(f, ".{}", self.subleaf)?;
        }
        write!(f, ":{}[{}]", self.register, self.bit)
    }
}

/// The register state an instruction set uses, which the OS must save on a context switch.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RegisterState {
    /// General-purpose and XMM registers: saved by every x86-64 OS (FXSAVE).
    Legacy,
    /// YMM upper halves (VEX and XOP encodings): XCR0 bits 1 and 2.
    Ymm,
    /// ZMM and opmask registers (EVEX encoding): XCR0 bits 1, 2 and 5, 6, 7.
    Zmm,
}

/// The XCR0 bits a state needs: SSE (1) and AVX (2); opmask (5), ZMM_Hi256 (6), Hi16_ZMM (7).
const XCR0_YMM: u64 = 0b110;
const XCR0_ZMM: u64 = XCR0_YMM | 0b1110_0000;

/// OSXSAVE, 1:ECX\[27\]: the OS has set CR4.OSXSAVE, so XGETBV may be executed.
pub const OSXSAVE: CpuidLocation = at(1, "ECX", 27);

const fn at(leaf: u32, register: &'static str, bit: u8) -> CpuidLocation {
    CpuidLocation {
        leaf,
        subleaf: 0,
        register,
        bit,
    }
}

const EXT: u32 = 0x8000_0001;

impl Feature {
    /// Where CPUID reports this feature (AVX-512 bits as the reference's AVX-512 page
    /// tabulates them: leaf 7, subleaf 0).
    pub const fn cpuid(self) -> CpuidLocation {
        match self {
            Feature::Sse2 => at(1, "EDX", 26),
            Feature::Sse3 => at(1, "ECX", 0),
            Feature::Ssse3 => at(1, "ECX", 9),
            Feature::Sse41 => at(1, "ECX", 19),
            Feature::Sse42 => at(1, "ECX", 20),
            Feature::Sse4a => at(EXT, "ECX", 6),
            Feature::Popcnt => at(1, "ECX", 23),
            Feature::Lzcnt => at(EXT, "ECX", 5),
            Feature::Bmi1 => at(7, "EBX", 3),
            Feature::Bmi2 => at(7, "EBX", 8),
            Feature::Tbm => at(EXT, "ECX", 21),
            Feature::Xop => at(EXT, "ECX", 11),
            Feature::Avx => at(1, "ECX", 28),
            Feature::Avx2 => at(7, "EBX", 5),
            Feature::Avx512f => at(7, "EBX", 16),
            Feature::Avx512cd => at(7, "EBX", 28),
            Feature::Avx512bw => at(7, "EBX", 30),
            Feature::Avx512dq => at(7, "EBX", 17),
            Feature::Avx512vl => at(7, "EBX", 31),
            Feature::Avx512vpopcntdq => at(7, "ECX", 14),
            Feature::Avx512bitalg => at(7, "ECX", 12),
            Feature::Avx512vbmi => at(7, "ECX", 1),
            Feature::Avx512vbmi2 => at(7, "ECX", 6),
            Feature::Gfni => at(7, "ECX", 8),
            Feature::Avx512er => at(7, "EBX", 27),
            Feature::Avx512pf => at(7, "EBX", 26),
            Feature::Avx512ifma => at(7, "EBX", 21),
            Feature::Avx5124vnniw => at(7, "EDX", 2),
            Feature::Avx5124fmaps => at(7, "EDX", 3),
        }
    }

    /// The register state this feature's instructions use.
    pub const fn state(self) -> RegisterState {
        match self {
            Feature::Avx | Feature::Avx2 | Feature::Xop => RegisterState::Ymm,
            Feature::Avx512f
            | Feature::Avx512cd
            | Feature::Avx512bw
            | Feature::Avx512dq
            | Feature::Avx512vl
            | Feature::Avx512vpopcntdq
            | Feature::Avx512bitalg
            | Feature::Avx512vbmi
            | Feature::Avx512vbmi2
            | Feature::Avx512er
            | Feature::Avx512pf
            | Feature::Avx512ifma
            | Feature::Avx5124vnniw
            | Feature::Avx5124fmaps => RegisterState::Zmm,
            // GFNI's base form is SSE-encoded: usable without AVX.
            _ => RegisterState::Legacy,
        }
    }
}

/// The features whose register state the OS enables. `xcr0` is `None` when OSXSAVE is
/// clear: then XGETBV is illegal and only legacy state is saved.
pub fn os_enabled(xcr0: Option<u64>) -> Features {
    let enabled = |state| match (state, xcr0) {
        (RegisterState::Legacy, _) => true,
        (RegisterState::Ymm, Some(x)) => x & XCR0_YMM == XCR0_YMM,
        (RegisterState::Zmm, Some(x)) => x & XCR0_ZMM == XCR0_ZMM,
        (_, None) => false,
    };
    Feature::ALL
        .iter()
        .copied()
        .filter(|f| enabled(f.state()))
        .collect()
}

#[cfg(any(target_arch = "x86", target_arch = "x86_64"))]
pub(crate) use decode::{identify, read_xcr0};

#[cfg(any(target_arch = "x86", target_arch = "x86_64"))]
mod decode {
    use super::{CpuidLocation, OSXSAVE, os_enabled};
    use crate::cpu::{Cpu, Feature, Features, microarch};
    use raw_cpuid::{CpuId, CpuIdReader, CpuIdResult};
    use std::cell::RefCell;
    use std::rc::Rc;

    /// Reads XCR0, or 0 (no register state enabled) when CPUID does not report OSXSAVE:
    /// XGETBV faults then.
    pub(crate) fn read_xcr0() -> u64 {
        #[cfg(target_arch = "x86")]
        use core::arch::x86::_xgetbv;
        #[cfg(target_arch = "x86_64")]
        use core::arch::x86_64::_xgetbv;

        let osxsave = CpuId::new()
            .get_feature_info()
            .is_some_and(|f| f.has_oxsave());
        if !osxsave {
            return 0;
        }
        // SAFETY: OSXSAVE was just checked: the CPU has XSAVE/XGETBV and the OS enabled
        // them (CR4.OSXSAVE), so the xsave-gated intrinsic is legal here.
        unsafe { _xgetbv(0) }
    }

    /// The bit `loc` names, or false when the leaf is beyond what the CPU implements.
    fn bit<R: CpuIdReader>(reader: &R, max_basic: u32, max_ext: u32, loc: CpuidLocation) -> bool {
        let implemented = if loc.leaf >= 0x8000_0000 {
            max_ext >= loc.leaf
        } else {
            max_basic >= loc.leaf
        };
        if !implemented {
            return false;
        }
        let CpuIdResult { eax, ebx, ecx, edx } = reader.cpuid2(loc.leaf, loc.subleaf);
        let value = match loc.register {
            "EAX" => eax,
            "EBX" => ebx,
            "ECX" => ecx,
            _ => edx,
        };
        value >> loc.bit & 1 != 0
    }

    /// Answers each (leaf, subleaf) once: CPUID traps to the hypervisor in a virtual
    /// machine (4.4 µs a call measured here), and the features share a handful of leaves.
    #[derive(Clone)]
    struct Memo<R> {
        reader: R,
        seen: Rc<RefCell<Vec<((u32, u32), CpuIdResult)>>>,
    }

    impl<R: CpuIdReader> CpuIdReader for Memo<R> {
        fn cpuid2(&self, leaf: u32, subleaf: u32) -> CpuIdResult {
            if let Some(&(_, r)) = self
                .seen
                .borrow()
                .iter()
                .find(|(k, _)| *k == (leaf, subleaf))
            {
                return r;
            }
            let r = self.reader.cpuid2(leaf, subleaf);
            self.seen.borrow_mut().push(((leaf, subleaf), r));
            r
        }
    }

    /// Decodes what `reader` reports. `xcr0` is called only when OSXSAVE is set.
    pub(crate) fn identify<R: CpuIdReader>(reader: R, xcr0: impl FnOnce() -> u64) -> Cpu {
        let reader = Memo {
            reader,
            seen: Rc::default(),
        };
        let cpuid = CpuId::with_cpuid_reader(reader.clone());
        let max_basic = reader.cpuid1(0).eax;
        let max_ext = reader.cpuid1(0x8000_0000).eax;
        let has = |loc| bit(&reader, max_basic, max_ext, loc);

        let vendor = cpuid
            .get_vendor_info()
            .map(|v| v.as_str().to_owned())
            .unwrap_or_default();
        let brand = cpuid
            .get_processor_brand_string()
            .map(|b| {
                b.as_str()
                    .trim_matches(|c: char| c == '\0' || c.is_whitespace())
                    .to_owned()
            })
            .unwrap_or_default();
        let (family, model, stepping) = cpuid.get_feature_info().map_or((0, 0, 0), |f| {
            (
                u32::from(f.family_id()),
                u32::from(f.model_id()),
                u32::from(f.stepping_id()),
            )
        });
        let (microarchitecture, pext_fast) = microarch::classify(&vendor, family, model);
        let hypervisor = cpuid.get_feature_info().is_some_and(|f| f.has_hypervisor());

        let present: Features = Feature::ALL
            .iter()
            .copied()
            .filter(|f| has(f.cpuid()))
            .collect();
        let os_enabled = os_enabled(has(OSXSAVE).then(xcr0));
        let mut usable = present.intersect(os_enabled).implied_closed();
        // Some Intel Pentium/Celeron Skylakes report BMI1/BMI2 without having them
        // (VEX-encoded, fused off); every genuine Intel BMI CPU also has AVX, so trust BMI only
        // with AVX, as std's detection does.
        if vendor == "GenuineIntel" && !usable.has(Feature::Avx) {
            usable = usable.minus(Features::of(&[Feature::Bmi1, Feature::Bmi2]));
        }
        Cpu {
            vendor,
            brand,
            family,
            model,
            stepping,
            microarchitecture,
            present,
            os_enabled,
            usable,
            pext_fast,
            hypervisor,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locations_print_like_the_reference() {
        assert_eq!(Feature::Bmi2.cpuid().to_string(), "7.0:EBX[8]");
        assert_eq!(Feature::Popcnt.cpuid().to_string(), "1:ECX[23]");
        assert_eq!(Feature::Lzcnt.cpuid().to_string(), "0x80000001:ECX[5]");
        assert_eq!(OSXSAVE.to_string(), "1:ECX[27]");
    }

    #[test]
    fn avx512_bits_match_the_avx512_page() {
        // "AVX-512F ... EBX:16", "AVX-512CD ... EBX:28", "AVX-512BW ... EBX:30",
        // "AVX-512DQ ... EBX:17", "AVX-512VL ... EBX:31", "AVX-512VBMI ... ECX:01",
        // "AVX-512VPOPCNTDQ ... ECX:14", "AVX-512ER ... EBX:27", "AVX-512PF ... EBX:26",
        // "AVX-512IFMA ... EBX:21", "AVX-512-4VNNIW ... EDX:02", "AVX-512-4FMAPS ... EDX:03"
        // (CPUID 7 Reg:Bit column).
        let table = [
            (Feature::Avx512f, "EBX", 16),
            (Feature::Avx512cd, "EBX", 28),
            (Feature::Avx512bw, "EBX", 30),
            (Feature::Avx512dq, "EBX", 17),
            (Feature::Avx512vl, "EBX", 31),
            (Feature::Avx512vbmi, "ECX", 1),
            (Feature::Avx512vpopcntdq, "ECX", 14),
            (Feature::Avx512er, "EBX", 27),
            (Feature::Avx512pf, "EBX", 26),
            (Feature::Avx512ifma, "EBX", 21),
            (Feature::Avx5124vnniw, "EDX", 2),
            (Feature::Avx5124fmaps, "EDX", 3),
        ];
        for (f, register, bit) in table {
            let loc = f.cpuid();
            assert_eq!(
                (loc.leaf, loc.subleaf, loc.register, loc.bit),
                (7, 0, register, bit),
                "{f}"
            );
        }
    }

    #[test]
    fn every_feature_has_its_own_bit() {
        for (i, a) in Feature::ALL.iter().enumerate() {
            for b in &Feature::ALL[i + 1..] {
                assert_ne!(a.cpuid(), b.cpuid(), "{a} and {b}");
            }
        }
    }

    #[test]
    fn os_state_gates_vector_features() {
        let none = os_enabled(None);
        assert!(none.has(Feature::Popcnt) && none.has(Feature::Gfni));
        assert!(!none.has(Feature::Avx2) && !none.has(Feature::Avx512f));
        let ymm = os_enabled(Some(0b111));
        assert!(ymm.has(Feature::Avx2) && ymm.has(Feature::Xop));
        assert!(!ymm.has(Feature::Avx512vpopcntdq));
        let zmm = os_enabled(Some(0b1110_0111));
        assert!(zmm.has(Feature::Avx512vpopcntdq));
        // Opmask and ZMM state without YMM state is not enough.
        assert!(!os_enabled(Some(0b1110_0011)).has(Feature::Avx512f));
    }

    #[cfg(any(target_arch = "x86", target_arch = "x86_64"))]
    mod decoding {
        use super::super::identify;
        use crate::cpu::{Cpu, Feature, Features};
        use raw_cpuid::CpuIdResult;

        /// `(leaf, subleaf, [eax, ebx, ecx, edx])`; unlisted leaves read as zero.
        type Dump = &'static [(u32, u32, [u32; 4])];

        const GENUINE_INTEL: [u32; 3] = [0x756e_6547, 0x6c65_746e, 0x4965_6e69];
        const AUTHENTIC_AMD: [u32; 3] = [0x6874_7541, 0x444d_4163, 0x6974_6e65];

        const fn vendor(max: u32, [ebx, ecx, edx]: [u32; 3]) -> (u32, u32, [u32; 4]) {
            (0, 0, [max, ebx, ecx, edx])
        }

        fn decode(dump: Dump, xcr0: u64) -> Cpu {
            let reader = move |leaf: u32, subleaf: u32| {
                let [eax, ebx, ecx, edx] = dump
                    .iter()
                    .find(|(l, s, _)| (*l, *s) == (leaf, subleaf))
                    .map_or([0; 4], |(_, _, regs)| *regs);
                CpuIdResult { eax, ebx, ecx, edx }
            };
            identify(reader, || xcr0)
        }

        // Register values qemu-x86_64 (TCG) reports for `-cpu core2duo`, `-cpu Nehalem`
        // and `-cpu Haswell`: leaves 0, 1, 7.0, 0x80000000 and 0x80000001.
        const CORE2DUO: Dump = &[
            vendor(10, GENUINE_INTEL),
            (1, 0, [0x0000_06fb, 0, 0x8000_2209, 0x0fcb_fbfd]),
            (0x8000_0000, 0, [0x8000_0008, 0, 0, 0]),
            (0x8000_0001, 0, [0, 0, 0x0000_0001, 0]),
        ];
        const NEHALEM: Dump = &[
            vendor(11, GENUINE_INTEL),
            (1, 0, [0x0001_06a3, 0, 0x8098_2201, 0x078b_fbfd]),
            (0x8000_0000, 0, [0x8000_0008, 0, 0, 0]),
            (0x8000_0001, 0, [0, 0, 0x0000_0001, 0]),
        ];
        const HASWELL: Dump = &[
            vendor(13, GENUINE_INTEL),
            (1, 0, [0x0003_06c4, 0, 0xfed8_3203, 0x078b_fbfd]),
            (7, 0, [0, 0x0000_03a9, 0, 0]),
            (0x8000_0000, 0, [0x8000_0008, 0, 0, 0]),
            (0x8000_0001, 0, [0, 0, 0x0000_0021, 0]),
        ];
        // An AMD family 17h model 71h (Zen 2, Matisse) signature with BMI2.
        const ZEN2: Dump = &[
            vendor(16, AUTHENTIC_AMD),
            (1, 0, [0x0087_0f10, 0, 0x8000_0001, 0x0400_0000]),
            (7, 0, [0, 0x0000_0108, 0, 0]),
        ];

        use Feature::*;

        #[test]
        fn qemu_core2duo() {
            let cpu = decode(CORE2DUO, 0);
            assert_eq!(cpu.vendor, "GenuineIntel");
            assert_eq!((cpu.family, cpu.model, cpu.stepping), (6, 0x0F, 0x0B));
            assert_eq!(cpu.microarchitecture, Some("Core 2"));
            assert_eq!(cpu.usable, Features::of(&[Sse2, Sse3, Ssse3]));
        }

        #[test]
        fn qemu_nehalem() {
            let cpu = decode(NEHALEM, 0);
            assert_eq!((cpu.family, cpu.model), (6, 0x1A));
            assert_eq!(cpu.microarchitecture, Some("Nehalem"));
            let expected = Features::of(&[Sse2, Sse3, Ssse3, Sse41, Sse42, Popcnt]);
            assert_eq!(cpu.usable, expected);
        }

        #[test]
        fn qemu_haswell() {
            let cpu = decode(HASWELL, 0b111);
            assert_eq!((cpu.family, cpu.model), (6, 0x3C));
            assert_eq!(cpu.microarchitecture, Some("Haswell"));
            let expected = Features::of(&[
                Sse2, Sse3, Ssse3, Sse41, Sse42, Popcnt, Lzcnt, Bmi1, Bmi2, Avx, Avx2,
            ]);
            assert_eq!(cpu.usable, expected);
            assert!(cpu.pext_fast && cpu.pext_note().is_none() && cpu.note().is_none());
            // qemu sets the hypervisor bit.
            assert!(cpu.hypervisor, "1:ECX[31]");
            assert!(cpu.notes().iter().any(|n| n.contains("hypervisor")));
        }

        #[test]
        fn no_hypervisor_bit_no_hypervisor_note() {
            // HASWELL's leaf 1 with ECX bit 31 cleared.
            const BARE: Dump = &[
                vendor(13, GENUINE_INTEL),
                (1, 0, [0x0003_06c4, 0, 0x7ed8_3203, 0x078b_fbfd]),
            ];
            let cpu = decode(BARE, 0b111);
            assert_eq!(cpu.microarchitecture, Some("Haswell"));
            assert!(!cpu.hypervisor && cpu.hypervisor_note().is_none());
        }

        #[test]
        fn haswell_without_os_avx_state() {
            // XCR0 without the AVX bit: AVX is present but unusable, and BMI with it.
            let cpu = decode(HASWELL, 0b011);
            assert!(cpu.present.has(Avx2) && !cpu.usable.has(Avx2) && !cpu.os_enabled.has(Avx));
            assert!(cpu.present.has(Bmi2) && !cpu.usable.has(Bmi2));
            assert!(cpu.usable.has(Lzcnt) && cpu.usable.has(Popcnt));
            let note = cpu.note().unwrap();
            assert!(
                note.contains("BMI1+BMI2") && note.contains("Pentium"),
                "{note}"
            );
        }

        #[test]
        fn zen2_has_slow_pext() {
            let cpu = decode(ZEN2, 0);
            assert_eq!((cpu.family, cpu.model), (0x17, 0x71));
            assert_eq!(cpu.microarchitecture, Some("Zen 2"));
            assert!(cpu.usable.has(Bmi2) && cpu.usable.has(Bmi1) && !cpu.pext_fast);
            let note = cpu.pext_note().unwrap();
            assert!(
                note.starts_with("BMI2 present but PEXT/PDEP microcoded on Zen 2"),
                "{note}"
            );
        }
    }
}

//! CPU identification and feature detection, the facts that method selection rests on.

mod cpuid;
mod features;
mod instruction;
pub mod microarch;

pub use cpuid::{CpuidLocation, OSXSAVE, RegisterState, os_enabled};
pub use features::{Feature, Features};

pub(crate) use instruction::instruction_fn;
use std::sync::OnceLock;

/// What bbtool knows about the processor it runs on.
#[derive(Clone, Debug)]
pub struct Cpu {
    /// Vendor string, e.g. `AuthenticAMD`.
    pub vendor: String,
    /// Brand string, e.g. `AMD EPYC 9R14 96-Core Processor`.
    pub brand: String,
    /// Display family (base family plus extended family).
    pub family: u32,
    /// Display model (base model plus extended model).
    pub model: u32,
    /// Stepping.
    pub stepping: u32,
    /// Microarchitecture name where known (`Zen 4`, `Haswell`).
    pub microarchitecture: Option<&'static str>,
    /// Features the CPU reports.
    pub present: Features,
    /// Features whose register state the OS saves (whether or not the CPU has them).
    pub os_enabled: Features,
    /// Features the CPU reports and the OS has enabled the register state for.
    pub usable: Features,
    /// False where PEXT/PDEP are microcoded (AMD family 17h, Hygon family 18h).
    pub pext_fast: bool,
    /// CPUID's hypervisor bit (1:ECX bit 31): family, model and brand are then what the
    /// hypervisor reports, which may not be the core's.
    pub hypervisor: bool,
}

/// True when this architecture has the CPUID instruction bbtool reads.
pub const fn cpuid_available() -> bool {
    cfg!(any(target_arch = "x86", target_arch = "x86_64"))
}

/// The CPU this process runs on, as run-time detection found it: the only value that
/// unlocks a hardware method's function ([`Method::get`](crate::catalogue::Method::get)).
///
/// Its field is private and only [`Cpu::current`] makes one, so safe code cannot claim
/// features the processor lacks. It reads as the [`Cpu`] model through `Deref`.
///
/// A model cannot unlock a function:
///
/// ```compile_fail
/// use bbtool::cpu::{Cpu, Feature, Features};
/// let forged = Cpu::with_usable(Features::of(&[Feature::Tbm]));
/// let blcfill = bbtool::ops::lsb::BLCFILL.methods[0].get(&forged);
/// ```
///
/// nor can a `Host` be made from one:
///
/// ```compile_fail
/// use bbtool::cpu::{Cpu, Feature, Features, Host};
/// let forged = Host(Cpu::with_usable(Features::of(&[Feature::Tbm])));
/// ```
///
/// The detected CPU unlocks exactly what it has:
///
/// ```
/// use bbtool::cpu::{Cpu, Feature, Features};
/// let host = Cpu::current();
/// let blcfill = bbtool::ops::lsb::BLCFILL.methods[0].get(host);
/// assert_eq!(blcfill.is_some(), host.can_run(Features::of(&[Feature::Tbm])));
/// ```
#[derive(Debug)]
pub struct Host(Cpu);

impl std::ops::Deref for Host {
    type Target = Cpu;
    fn deref(&self) -> &Cpu {
        &self.0
    }
}

impl Host {
    /// The entries of `table` (each beside the features its code needs) this CPU can
    /// run, in the table's order.
    pub fn runnable<T, const N: usize>(
        &self,
        table: [(Features, T); N],
    ) -> impl Iterator<Item = T> + '_
    where
        T: 'static,
    {
        table
            .into_iter()
            .filter(move |(needs, _)| self.can_run(*needs))
            .map(|(_, entry)| entry)
    }
}

impl Cpu {
    /// The CPU this process runs on, detected once; the token that unlocks hardware
    /// methods, readable as a [`Cpu`].
    pub fn current() -> &'static Host {
        static HOST: OnceLock<Host> = OnceLock::new();
        HOST.get_or_init(|| Host(Cpu::detect()))
    }

    /// A CPU with no optional features: every selection falls back to portable code.
    pub fn portable() -> Cpu {
        Cpu::with_usable(Features::NONE)
    }

    /// An anonymous CPU that has, and may use, exactly `usable`: for tests of selection.
    pub fn with_usable(usable: Features) -> Cpu {
        Cpu {
            vendor: String::new(),
            brand: String::new(),
            family: 0,
            model: 0,
            stepping: 0,
            microarchitecture: None,
            present: usable,
            os_enabled: usable,
            usable,
            pext_fast: true,
            hypervisor: false,
        }
    }

    /// True when every feature in `needs` is usable here.
    pub fn can_run(&self, needs: Features) -> bool {
        self.usable.contains(needs)
    }

    /// Detects the running CPU with CPUID (and XGETBV for the OS-enabled state).
    pub fn detect() -> Cpu {
        #[cfg(any(target_arch = "x86", target_arch = "x86_64"))]
        {
            cpuid::identify(raw_cpuid::CpuIdReaderNative, cpuid::read_xcr0)
        }
        #[cfg(not(any(target_arch = "x86", target_arch = "x86_64")))]
        {
            Cpu::portable()
        }
    }

    /// A caveat about detection itself, for `cpuinfo`: no CPUID here, or features the
    /// CPU reports but bbtool does not trust.
    pub fn note(&self) -> Option<String> {
        if !cpuid_available() {
            return Some("no CPUID on this architecture".into());
        }
        let distrusted = self
            .present
            .minus(self.usable)
            .intersect(Features::of(&[Feature::Bmi1, Feature::Bmi2]));
        (self.vendor == "GenuineIntel" && !distrusted.is_empty())
            .then(|| format!("{distrusted} reported without AVX: not used (some Intel Pentium/Celeron parts report BMI they lack; std distrusts it too)"))
    }

    /// Where a hypervisor reports the CPU, that the name from its model may not be the core's.
    pub fn hypervisor_note(&self) -> Option<String> {
        (self.hypervisor && self.microarchitecture.is_some()).then(|| {
            "a hypervisor reports this CPU (CPUID 1:ECX[31]): the microarchitecture is named \
             from the family and model it reports, which may not be the core's"
                .into()
        })
    }

    /// Every note about this CPU, for `cpuinfo`.
    pub fn notes(&self) -> Vec<String> {
        [self.note(), self.pext_note(), self.hypervisor_note()]
            .into_iter()
            .flatten()
            .collect()
    }

    /// Why PEXT/PDEP are never selected automatically here, when BMI2 is present but slow.
    pub fn pext_note(&self) -> Option<String> {
        (!self.pext_fast && self.present.has(Feature::Bmi2)).then(|| {
            format!(
                "BMI2 present but PEXT/PDEP microcoded on {} (~18-300 cycles, data-dependent): \
                 PEXT-based methods are not selected automatically",
                self.microarchitecture.unwrap_or("this CPU")
            )
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn detection_agrees_with_std() {
        let cpu = Cpu::detect();
        macro_rules! agree {
            ($($feat:ident => $name:tt),*) => {
                $( assert_eq!(cpu.usable.has(Feature::$feat), std::is_x86_feature_detected!($name), $name); )*
            };
        }
        // Every Feature std can detect on stable (XOP is unstable there).
        agree!(Sse2 => "sse2", Sse3 => "sse3", Ssse3 => "ssse3", Sse41 => "sse4.1", Sse42 => "sse4.2",
            Sse4a => "sse4a", Popcnt => "popcnt", Lzcnt => "lzcnt", Bmi1 => "bmi1", Bmi2 => "bmi2",
            Tbm => "tbm", Avx => "avx", Avx2 => "avx2", Avx512f => "avx512f",
            Avx512cd => "avx512cd", Avx512bw => "avx512bw", Avx512dq => "avx512dq",
            Avx512vl => "avx512vl", Avx512vpopcntdq => "avx512vpopcntdq",
            Avx512bitalg => "avx512bitalg", Avx512vbmi => "avx512vbmi",
            Avx512vbmi2 => "avx512vbmi2", Gfni => "gfni", Avx512ifma => "avx512ifma");
    }

    #[cfg(target_arch = "x86_64")]
    #[test]
    fn detection_fills_identity() {
        let cpu = Cpu::detect();
        assert!(!cpu.vendor.is_empty() && cpu.family > 0);
        assert!(cpu.usable.has(Feature::Sse2), "SSE2 is baseline x86-64");
        assert!(cpu.present.contains(cpu.usable) && cpu.os_enabled.contains(cpu.usable));
        assert_eq!(cpu.note(), None);
    }

    #[test]
    fn with_usable_builds_a_test_cpu() {
        let cpu = Cpu::with_usable(Features::of(&[Feature::Popcnt]));
        assert!(cpu.can_run(Features::of(&[Feature::Popcnt])));
        assert!(!cpu.can_run(Features::of(&[Feature::Bmi2])));
        assert!(Cpu::portable().usable.is_empty());
    }
}

//! CPU identification and feature detection, the facts that method selection rests on.

mod features;

pub use features::{Feature, Features};

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
    /// Features the CPU reports and the OS has enabled the register state for.
    pub usable: Features,
    /// False where PEXT/PDEP are microcoded (AMD family 17h, Hygon family 18h).
    pub pext_fast: bool,
}

impl Cpu {
    /// The CPU this process runs on, detected once.
    pub fn current() -> &'static Cpu {
        static CPU: OnceLock<Cpu> = OnceLock::new();
        CPU.get_or_init(Cpu::detect)
    }

    /// A CPU with no optional features: every selection falls back to portable code.
    pub fn portable() -> Cpu {
        Cpu {
            vendor: String::new(),
            brand: String::new(),
            family: 0,
            model: 0,
            stepping: 0,
            microarchitecture: None,
            present: Features::NONE,
            usable: Features::NONE,
            pext_fast: true,
        }
    }

    /// True when every feature in `needs` is usable here.
    pub fn can_run(&self, needs: Features) -> bool {
        self.usable.contains(needs)
    }

    /// Detects the running CPU.
    pub fn detect() -> Cpu {
        let mut cpu = Cpu::portable();
        #[cfg(target_arch = "x86_64")]
        {
            macro_rules! probe {
                ($($feat:ident => $name:tt),*) => {
                    $( if std::is_x86_feature_detected!($name) { cpu.usable = cpu.usable.with(Feature::$feat); } )*
                };
            }
            probe!(Sse2 => "sse2", Sse3 => "sse3", Ssse3 => "ssse3", Sse41 => "sse4.1", Sse42 => "sse4.2",
                Sse4a => "sse4a", Popcnt => "popcnt", Lzcnt => "lzcnt", Bmi1 => "bmi1", Bmi2 => "bmi2",
                Tbm => "tbm", Avx => "avx", Avx2 => "avx2", Avx512f => "avx512f",
                Avx512cd => "avx512cd", Avx512bw => "avx512bw", Avx512dq => "avx512dq",
                Avx512vl => "avx512vl", Avx512vpopcntdq => "avx512vpopcntdq",
                Avx512bitalg => "avx512bitalg", Avx512vbmi => "avx512vbmi",
                Avx512vbmi2 => "avx512vbmi2", Gfni => "gfni");
            cpu.present = cpu.usable;
        }
        cpu
    }
}

//! One-instruction functions by inline assembly, for hardware methods.

/// Defines `unsafe fn NAME(ARGS) -> RET` as one x86-64 instruction by inline assembly:
/// each argument in a register of its own name, the result in `{out}`, e.g.
/// `instruction_fn!(unsafe fn blsi(x: u64) -> u64, "blsi {out}, {x}")`. The caller must
/// know the running CPU has the instruction's feature: without it the encoding faults,
/// or runs as another instruction (TZCNT as BSF).
///
/// Not a `#[target_feature]` function: that cannot inline into the catalogue's plain
/// `fn`, and the second call made the BMI1 methods 15–50 % slower than their formulas in
/// `bbtool bench` (POPCNT in batch mode, and the PEXT table slower than magics, before
/// they were written this way). A catalogue entry wraps it with `hardware_method!`,
/// which records the feature and hands the wrapper out only to a detected `Host`.
macro_rules! instruction_fn {
    ($(#[$attr:meta])* $vis:vis unsafe fn $name:ident($($arg:ident: $ty:ty),*) -> $ret:ty, $($template:tt)+) => {
        #[cfg(target_arch = "x86_64")]
        #[allow(clippy::unnecessary_cast)] // `out as u64` where the result is a u64
        #[inline(always)]
        $(#[$attr])*
        $vis unsafe fn $name($($arg: $ty),*) -> $ret {
            let out: u64;
            // SAFETY: this function's contract: the caller checked the CPU has the
            // instruction. It reads and writes only these registers and the flags.
            unsafe {
                core::arch::asm!(
                    $($template)+,
                    $($arg = in(reg) u64::from($arg),)*
                    out = lateout(reg) out,
                    options(pure, nomem, nostack),
                );
            }
            out as $ret
        }
    };
}
pub(crate) use instruction_fn;

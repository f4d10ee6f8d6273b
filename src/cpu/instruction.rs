//! One-instruction functions by inline assembly, for hardware methods.

/// Defines `fn NAME(ARGS) -> RET` as one x86-64 instruction by inline assembly: each
/// argument in a register of its own name, the result in `{out}`, e.g.
/// `instruction_fn!(blsi(x: u64) -> u64, "blsi {out}, {x}")`.
///
/// Not a `#[target_feature]` function behind a safe wrapper: that cannot inline into the
/// wrapper, the catalogue's plain `fn`, and the second call made the BMI1 methods 15–50 %
/// slower than their formulas in `bbtool bench` (POPCNT in batch mode, and the PEXT
/// table slower than magics, before they were written this way). Reachable only through
/// Method::get, which checks the feature the catalogue entry lists (without it the
/// encoding faults, or runs as another instruction).
macro_rules! instruction_fn {
    ($(#[$attr:meta])* $vis:vis $name:ident($($arg:ident: $ty:ty),*) -> $ret:ty, $($template:tt)+) => {
        #[cfg(target_arch = "x86_64")]
        #[allow(clippy::unnecessary_cast)] // `out as u64` where the result is a u64
        $(#[$attr])*
        $vis fn $name($($arg: $ty),*) -> $ret {
            let out: u64;
            // SAFETY: the instruction reads and writes only these registers and the
            // flags; its feature is checked by Method::get before any caller runs.
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

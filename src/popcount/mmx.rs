//! AMD's "Efficient 64-Bit Population Count using MMX" (MMX page, "MMX Popcount"): SWAR
//! counts in an mm register with PSRLD/PAND/PSUBD/PADDD, summed across the eight bytes by
//! PSADBW. Rust has no `__m64` intrinsics, so this is inline assembly on mm0..mm4 ending in
//! EMMS (the page's 3DNow! FEMMS is AMD-only and gone since Bulldozer). MMX and the PSADBW
//! of SSE's integer extension are part of every x86-64 CPU.

/// The MMX popcount of `v`.
#[cfg(target_arch = "x86_64")]
pub(crate) fn mmx_psadbw(v: u64) -> u32 {
    let count: u32;
    // SAFETY: MOVQ, MOVD, PSRLD, PAND, PSUBD, PADDD, PXOR, PSADBW (mm) and EMMS are
    // baseline x86-64. The block clobbers only mm0..mm4, declared with the x87 stack they
    // alias, and EMMS leaves the x87/MMX state empty again.
    unsafe {
        core::arch::asm!(
            "movq mm0, {v}",
            "movq mm2, {c55}",
            "movq mm3, {c33}",
            "movq mm4, {c0f}",
            "movq mm1, mm0",   // v
            "psrld mm0, 1",    // v >> 1
            "pand mm0, mm2",   // (v >> 1) & 0x55555555
            "psubd mm1, mm0",  // w = v - ((v >> 1) & 0x55555555)
            "movq mm0, mm1",   // w
            "psrld mm1, 2",    // w >> 2
            "pand mm0, mm3",   // w & 0x33333333
            "pand mm1, mm3",   // (w >> 2) & 0x33333333
            "paddd mm0, mm1",  // x = (w & 0x33333333) + ((w >> 2) & 0x33333333)
            "movq mm1, mm0",   // x
            "psrld mm0, 4",    // x >> 4
            "paddd mm0, mm1",  // x + (x >> 4)
            "pand mm0, mm4",   // y = (x + (x >> 4) & 0x0F0F0F0F)
            "pxor mm1, mm1",   // 0
            "psadbw mm0, mm1", // sum across all 8 bytes
            "movd {count:e}, mm0",
            "emms",
            v = in(reg) v,
            c55 = in(reg) 0x5555_5555_5555_5555_u64,
            c33 = in(reg) 0x3333_3333_3333_3333_u64,
            c0f = in(reg) 0x0f0f_0f0f_0f0f_0f0f_u64,
            count = lateout(reg) count,
            out("mm0") _, out("mm1") _, out("mm2") _, out("mm3") _, out("mm4") _,
            out("st(0)") _, out("st(1)") _, out("st(2)") _, out("st(3)") _,
            out("st(4)") _, out("st(5)") _, out("st(6)") _, out("st(7)") _,
            options(pure, nomem, nostack),
        );
    }
    count
}

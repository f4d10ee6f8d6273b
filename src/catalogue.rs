//! The catalogue of named methods: every operation family lists the ways the reference
//! computes it, and the CLI, automatic selection, the benchmark and the tests read it.

use crate::bench::{self, Inputs, Speed, Timed};
use crate::cpu::{Cpu, Feature, Features, Host};
use crate::scan::WalkFn;
use std::fmt;
use std::time::Duration;

/// Whether a method executes optional CPU instructions or only portable code.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// Needs one or more optional instructions.
    Hardware,
    /// Portable Rust.
    Software,
}

impl Kind {
    /// `hardware` or `software`.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::Hardware => "hardware",
            Kind::Software => "software",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// One way to compute an operation, as the reference describes it.
///
/// `func` and `needs` are private: a hardware method may execute instructions the
/// running CPU lacks, so its function is reached only through [`Method::get`] with the
/// detected [`Host`], and the features it is checked against cannot be changed.
pub struct Method<F: 'static> {
    /// Kebab-case name, or the instruction in lowercase (`popcnt`, `debruijn-walisch`).
    pub name: &'static str,
    /// One line for tables and help.
    pub summary: &'static str,
    /// The instruction or technique, as the path line shows it (`POPCNT instruction`).
    pub technique: &'static str,
    /// CPU features the method executes (empty = portable).
    needs: Features,
    /// Uses PEXT or PDEP, which are microcoded on AMD family 17h: never chosen there.
    pub slow_pext: bool,
    /// One instruction of the architecture's baseline (BSF, BSR on x86-64): hardware,
    /// though it needs no optional feature.
    baseline: bool,
    func: F,
    /// The same computation over a block of values, its loop compiled with the function
    /// inlined (see [`Method::with_block`]); gated like `func`.
    block: Option<BlockFn>,
    /// A bitscan's walk form (see [`Method::with_walk`]); gated like `func`.
    walk: Option<WalkFn>,
}

/// The operands of a block call: the fixed ones, and the place each input takes.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Operands {
    /// The operands in the method's argument order (counts and indices as numbers); the
    /// one at `slot` is replaced by each input.
    pub values: [u64; 4],
    /// The place of the input, 0 to 3.
    pub slot: usize,
}

/// A method over a block: `results[i]` is the method on `operands` with `inputs[i]` in
/// place `operands.slot` (counts widened to `u64`).
pub type BlockFn = fn(&[u64], &Operands, &mut [u64]);

impl Operands {
    /// Calls `f` on the operands with each input in its place, storing the results. The
    /// place is a constant of each loop, so the operands stay in registers.
    #[inline(always)]
    pub fn each(&self, inputs: &[u64], results: &mut [u64], f: impl Fn([u64; 4]) -> u64) {
        let failed = self.try_each(inputs, results, |values| {
            Ok::<u64, std::convert::Infallible>(f(values))
        });
        if let Some((_, never)) = failed {
            match never {}
        }
    }

    /// [`Operands::each`] for an `f` that may fail: stops at the first failure and returns
    /// its index and error (the results from there on are not set).
    #[inline(always)]
    pub fn try_each<E>(
        &self,
        inputs: &[u64],
        results: &mut [u64],
        f: impl Fn([u64; 4]) -> Result<u64, E>,
    ) -> Option<(usize, E)> {
        match self.slot {
            0 => self.fill::<0, E>(inputs, results, f),
            1 => self.fill::<1, E>(inputs, results, f),
            2 => self.fill::<2, E>(inputs, results, f),
            _ => self.fill::<3, E>(inputs, results, f),
        }
    }

    /// [`Operands::try_each`] for the input in place `SLOT`.
    #[inline(always)]
    fn fill<const SLOT: usize, E>(
        &self,
        inputs: &[u64],
        results: &mut [u64],
        f: impl Fn([u64; 4]) -> Result<u64, E>,
    ) -> Option<(usize, E)> {
        for (i, (r, &v)) in results.iter_mut().zip(inputs).enumerate() {
            let mut values = self.values;
            values[SLOT] = v;
            match f(values) {
                Ok(result) => *r = result,
                Err(e) => return Some((i, e)),
            }
        }
        None
    }
}

/// A portable method and its block form from the same function, by the signature's name
/// in [`crate::ops`]: `portable_method!(Binary: "formula", TECHNIQUE, SUMMARY, andn)`.
#[macro_export]
macro_rules! portable_method {
    ($signature:ident: $name:expr, $technique:expr, $summary:expr, $func:expr $(,)?) => {
        $crate::catalogue::Method::portable($name, $technique, $summary, $func as $crate::ops::$signature)
            .with_block($crate::catalogue::block_fn!($signature: $func))
    };
}
pub use portable_method;

/// An argument a block form reads from an operand word: numbers as themselves (counts
/// truncated as `as` truncates), a colour as 0 (white) or 1 (black), a direction or a
/// square by its index (modulo 8 or 64).
pub trait FromOperand {
    /// The argument the word stands for.
    fn from_operand(word: u64) -> Self;
}

macro_rules! numeric_operands {
    ($($ty:ty),*) => {$(
        impl FromOperand for $ty {
            #[inline(always)]
            fn from_operand(word: u64) -> $ty {
                word as $ty
            }
        }
    )*};
}
numeric_operands!(u64, u32, i32, u8);

impl FromOperand for crate::attacks::Color {
    #[inline(always)]
    fn from_operand(word: u64) -> Self {
        match word {
            0 => crate::attacks::Color::White,
            _ => crate::attacks::Color::Black,
        }
    }
}

impl FromOperand for crate::bitboard::Direction {
    #[inline(always)]
    fn from_operand(word: u64) -> Self {
        crate::bitboard::Direction::ALL[(word % 8) as usize]
    }
}

impl FromOperand for crate::attacks::Line {
    #[inline(always)]
    fn from_operand(word: u64) -> Self {
        crate::attacks::Line::ALL[(word % 4) as usize]
    }
}

impl FromOperand for crate::bitboard::Square {
    #[inline(always)]
    fn from_operand(word: u64) -> Self {
        crate::bitboard::Square::from_index((word % 64) as u32)
    }
}

/// The [`BlockFn`] of a portable function of up to four arguments read by [`FromOperand`]:
/// `block_fn!(fn(x: u64, n: u32) -> u64 = shl)`, or by the signature's name in
/// [`crate::ops`]: `block_fn!(Indexed: shl)`.
///
/// On x86-64 the loop is compiled twice, for the baseline and for AVX2, and each call
/// runs the AVX2 copy when the CPU has AVX2 (std's cached detection, checked right where
/// the copy is called): the same portable function, vectorised four values to a
/// register where its operations allow.
#[macro_export]
macro_rules! block_fn {
    (Unary: $target:expr) => { $crate::catalogue::block_fn!(fn(x: u64) -> u64 = $target) };
    (Binary: $target:expr) => { $crate::catalogue::block_fn!(fn(a: u64, b: u64) -> u64 = $target) };
    (Count: $target:expr) => { $crate::catalogue::block_fn!(fn(x: u64) -> u32 = $target) };
    (Indexed: $target:expr) => { $crate::catalogue::block_fn!(fn(x: u64, n: u32) -> u64 = $target) };
    (Extract: $target:expr) => {
        $crate::catalogue::block_fn!(fn(x: u64, start: u32, len: u32) -> u64 = $target)
    };
    (fn($($arg:ident: $ty:ty),+) -> $ret:ty = $target:expr) => {{
        #[inline(always)]
        #[allow(clippy::unnecessary_cast)]
        fn each(inputs: &[u64], operands: &$crate::catalogue::Operands, results: &mut [u64]) {
            operands.each(inputs, results, |values| {
                let [$($arg,)+ ..] = values;
                $target($(<$ty as $crate::catalogue::FromOperand>::from_operand($arg)),+) as u64
            })
        }
        /// The same loop compiled for AVX2.
        #[cfg(target_arch = "x86_64")]
        #[target_feature(enable = "avx2")]
        fn each_avx2(inputs: &[u64], operands: &$crate::catalogue::Operands, results: &mut [u64]) {
            each(inputs, operands, results)
        }
        fn block(inputs: &[u64], operands: &$crate::catalogue::Operands, results: &mut [u64]) {
            #[cfg(target_arch = "x86_64")]
            if ::std::arch::is_x86_feature_detected!("avx2") {
                // SAFETY: the CPU has AVX2 (and the OS saves its registers): checked above.
                return unsafe { each_avx2(inputs, operands, results) };
            }
            each(inputs, operands, results)
        }
        block as $crate::catalogue::BlockFn
    }};
}
pub use block_fn;

impl<F: Copy + 'static> Method<F> {
    /// A portable method.
    pub const fn portable(
        name: &'static str,
        technique: &'static str,
        summary: &'static str,
        func: F,
    ) -> Method<F> {
        Method {
            name,
            summary,
            technique,
            needs: Features::NONE,
            slow_pext: false,
            baseline: false,
            func,
            block: None,
            walk: None,
        }
    }

    /// A method that executes an instruction every CPU of the target architecture has
    /// (BSF and BSR on x86-64). It is hardware, so `--path hardware` finds it and the
    /// path line says so, but it needs no feature, so every CPU can run it. Gate its
    /// catalogue entry on the architecture.
    pub const fn baseline(
        name: &'static str,
        technique: &'static str,
        summary: &'static str,
        func: F,
    ) -> Method<F> {
        Method {
            baseline: true,
            ..Method::portable(name, technique, summary, func)
        }
    }

    /// A method that executes the instructions in `needs`; the crate uses `hardware_method!`,
    /// which defines the function inside the entry.
    ///
    /// # Safety
    ///
    /// Calling `func` must be sound on every CPU that has the features in `needs`
    /// (beyond the architecture's baseline it executes only their instructions):
    /// [`Method::get`] hands it out exactly when the detected CPU has them.
    pub const unsafe fn hardware(
        name: &'static str,
        technique: &'static str,
        summary: &'static str,
        needs: &[Feature],
        func: F,
    ) -> Method<F> {
        Method {
            needs: Features::of(needs),
            ..Method::portable(name, technique, summary, func)
        }
    }

    /// The same method with its block form (made by `block_fn!`, or by `hardware_method!`
    /// with `block` for a hardware method). Safe: a block form is reached only through
    /// [`Method::get_block`], gated like the function, and a caller's own block form is a
    /// safe function.
    pub const fn with_block(mut self, block: BlockFn) -> Method<F> {
        self.block = Some(block);
        self
    }

    /// The same bitscan with its walk form (made by `crate::scan::walk_fn!`, or by
    /// `hardware_method!` with `walk` for a hardware method). Safe as
    /// [`Method::with_block`] is: reached only through [`Method::get_walk`].
    pub const fn with_walk(mut self, walk: WalkFn) -> Method<F> {
        self.walk = Some(walk);
        self
    }

    /// The same method, marked as using PEXT/PDEP (never auto-selected where microcoded).
    pub const fn using_pext(mut self) -> Method<F> {
        self.slow_pext = true;
        self
    }

    /// Hardware or software.
    pub const fn kind(&self) -> Kind {
        if self.needs.is_empty() && !self.baseline {
            Kind::Software
        } else {
            Kind::Hardware
        }
    }

    /// CPU features the method executes (empty = portable).
    pub const fn needs(&self) -> Features {
        self.needs
    }

    /// The function, when the running CPU, as detection found it, can execute it. Only
    /// a detected [`Host`] unlocks a function; a [`Cpu`] model drives [`Family::select`].
    ///
    /// ```
    /// use bbtool::{Cpu, popcount::POPCOUNT};
    /// let host = Cpu::current();
    /// let (method, count) = POPCOUNT.available(host).last().unwrap();
    /// assert_eq!(count(0xff00), 8, "{}", method.name);
    /// ```
    #[inline]
    pub fn get(&self, host: &Host) -> Option<F> {
        host.can_run(self.needs).then_some(self.func)
    }

    /// The function of a method that needs no optional feature, which every CPU of the
    /// target runs (portable code, or a baseline instruction such as BSF).
    pub fn portable_func(&self) -> Option<F> {
        self.needs.is_empty().then_some(self.func)
    }

    /// The block form, if the method has one and the detected CPU can execute it.
    #[inline]
    pub fn get_block(&self, host: &Host) -> Option<BlockFn> {
        self.block.filter(|_| host.can_run(self.needs))
    }

    /// The block form of a method that needs no optional feature (see [`Method::portable_func`]).
    pub fn portable_block(&self) -> Option<BlockFn> {
        self.block.filter(|_| self.needs.is_empty())
    }

    /// The walk form, if the method has one and the detected CPU can execute it.
    pub fn get_walk(&self, host: &Host) -> Option<WalkFn> {
        self.walk.filter(|_| host.can_run(self.needs))
    }

    /// The walk form of a method that needs no optional feature.
    pub fn portable_walk(&self) -> Option<WalkFn> {
        self.walk.filter(|_| self.needs.is_empty())
    }

    /// The features this method needs that `cpu` lacks.
    pub fn missing(&self, cpu: &Cpu) -> Features {
        self.needs.minus(cpu.usable)
    }

    /// `name (kind: technique)`, the text after `path: `.
    pub fn path_text(&self) -> String {
        format!("{} ({}: {})", self.name, self.kind(), self.technique)
    }
}

/// A hardware catalogue entry: `Method::hardware` with a safe wrapper around `$target`,
/// an `unsafe fn` (or `#[target_feature]` function) whose contract is that the CPU has
/// the listed features. The wrapper is defined inside the entry, so nothing but the
/// entry can name it, and the entry records the features it is checked against:
///
/// `hardware_method!("popcnt", TECHNIQUE, SUMMARY, [Popcnt], fn(x: u64) -> u32 = popcnt)`
macro_rules! hardware_method {
    // With `block` after the function: also its block form, the same gated wrapper
    // inlined in the loop; with `block "features"`, the loop compiled for those target
    // features (the listed ones' names), so the method inlines and vectorises in it;
    // with `block, walk forward` (or `reverse`), a bitscan's walk form too.
    ($name:expr, $technique:expr, $summary:expr, [$($feature:ident),+],
     fn($($arg:ident: $ty:ty),+) -> $ret:ty = $target:path, block $(, walk $walk:ident)?) => {
        $crate::catalogue::hardware_method!(@block [] [$($walk)?] $name, $technique, $summary,
            [$($feature),+], fn($($arg: $ty),+) -> $ret = $target)
    };
    ($name:expr, $technique:expr, $summary:expr, [$($feature:ident),+],
     fn($($arg:ident: $ty:ty),+) -> $ret:ty = $target:path, block $target_features:literal) => {{
        $crate::catalogue::assert_gated_features!([$($feature),+], $target_features);
        $crate::catalogue::hardware_method!(@block [target_feature(enable = $target_features)] []
            $name, $technique, $summary, [$($feature),+], fn($($arg: $ty),+) -> $ret = $target)
    }};
    (@block [$($looped:meta)?] [$($walk:ident)?] $name:expr, $technique:expr, $summary:expr,
     [$($feature:ident),+], fn($($arg:ident: $ty:ty),+) -> $ret:ty = $target:path) => {{
        #[inline(always)]
        fn gated($($arg: $ty),+) -> $ret {
            // SAFETY: `gated` is named only in this block, which hands it, `block` and any
            // walk form (its only callers besides) to `Method::hardware` with these
            // features; `Method::get`, `Method::get_block` and `Method::get_walk` return
            // them only to a detected `Host` that has them, which is `$target`'s contract.
            unsafe { $target($($arg),+) }
        }
        /// The block loop; unsafe whether or not it is compiled for target features, as
        /// it may run `gated`: the caller must know the CPU has the listed features.
        $(#[$looped])?
        #[allow(clippy::unnecessary_cast)]
        unsafe fn looped(inputs: &[u64], operands: &$crate::catalogue::Operands, results: &mut [u64]) {
            operands.each(inputs, results, |values| {
                let [$($arg,)+ ..] = values;
                gated($(<$ty as $crate::catalogue::FromOperand>::from_operand($arg)),+) as u64
            })
        }
        fn block(inputs: &[u64], operands: &$crate::catalogue::Operands, results: &mut [u64]) {
            // SAFETY: `block` is named only in this block, which hands it to
            // `Method::hardware` with these features, which include any `looped` is
            // compiled for; `Method::get_block` returns it only to a detected `Host` that
            // has them.
            unsafe { looped(inputs, operands, results) }
        }
        // SAFETY: `gated` runs `$target`, which needs exactly the features listed here.
        let method = unsafe {
            $crate::catalogue::Method::hardware(
                $name,
                $technique,
                $summary,
                &[$($crate::cpu::Feature::$feature),+],
                gated as fn($($ty),+) -> $ret,
            )
        };
        method.with_block(block)$(.with_walk($crate::scan::walk_fn!($walk: gated)))?
    }};
    ($name:expr, $technique:expr, $summary:expr, [$($feature:ident),+],
     fn($($arg:ident: $ty:ty),*) $(-> $ret:ty)? = $target:path) => {{
        #[inline(always)]
        fn gated($($arg: $ty),*) $(-> $ret)? {
            // SAFETY: `gated` is named only in this block, which hands it to
            // `Method::hardware` with these features; `Method::get` returns it only to a
            // detected `Host` that has them, which is `$target`'s contract.
            unsafe { $target($($arg),*) }
        }
        // SAFETY: `gated` runs `$target`, which needs exactly the features listed here.
        unsafe {
            $crate::catalogue::Method::hardware(
                $name,
                $technique,
                $summary,
                &[$($crate::cpu::Feature::$feature),+],
                gated as fn($($ty),*) $(-> $ret)?,
            )
        }
    }};
}
pub(crate) use hardware_method;

/// Fails to compile unless every feature of a `#[target_feature(enable = ...)]` string is
/// among a method's listed (gated) features or implied by them
/// ([`Features::enables_only`](crate::cpu::Features::enables_only)): code compiled for
/// more than the gate checks could run where a feature is missing.
macro_rules! assert_gated_features {
    ([$($feature:ident),+], $target_features:literal) => {
        const _: () = assert!(
            $crate::cpu::Features::of(&[$($crate::cpu::Feature::$feature),+])
                .enables_only($target_features),
            concat!("target features '", $target_features, "' are not all gated")
        );
    };
}
pub(crate) use assert_gated_features;

/// Which kind of method the user prefers (`--path`).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum PathPreference {
    /// The best method this CPU can execute.
    #[default]
    Auto,
    /// The best hardware method, falling back to software when there is none.
    Hardware,
    /// The best portable method.
    Software,
}

/// How the user asked for a method: by name, or by preference.
#[derive(Clone, Debug, Default)]
pub struct Choice {
    /// `--method NAME`.
    pub method: Option<String>,
    /// `--path`.
    pub path: PathPreference,
}

/// A family of interchangeable methods for one operation.
pub struct Family<F: 'static> {
    /// The family's name (`popcount`, `bitscan-forward`).
    pub name: &'static str,
    /// One line describing the operation.
    pub summary: &'static str,
    /// Every method, in the reference's order.
    pub methods: &'static [Method<F>],
    /// The plain method every other one is checked against.
    pub reference: &'static str,
    /// Method names from best to worst on a CPU that can run them all.
    pub preference: &'static [&'static str],
    /// CPU classes whose measured order differs from `preference`; the first that
    /// matches the CPU ranks the methods instead.
    pub classes: &'static [Class],
}

/// A class of CPUs, by vendor and optionally microarchitecture, on which a family's
/// methods measure in another order.
pub struct Class {
    /// The class's name in a selection's reason (`Intel`, `Zen 5`).
    pub name: &'static str,
    /// The CPUID vendor string of the class (`GenuineIntel`, `AuthenticAMD`).
    pub vendor: &'static str,
    /// The microarchitectures of the class, as [`Cpu::microarchitecture`] names them;
    /// empty for every CPU of the vendor.
    pub microarchitectures: &'static [&'static str],
    /// Method names from best to worst on that class.
    pub preference: &'static [&'static str],
}

/// `list` with `first` (all in `list`) moved to its front, in that order: a class's
/// order made from its family's.
pub const fn leading<const N: usize, const K: usize>(
    list: [&'static str; N],
    first: [&'static str; K],
) -> [&'static str; N] {
    let mut out = list;
    let mut k = K;
    // Moving each of `first` to the front, last one first, leaves them in order.
    while k > 0 {
        k -= 1;
        out = moved_to_front(out, first[k]);
    }
    out
}

/// `list` with `name` (which must be in it) moved to its front.
pub const fn moved_to_front<const N: usize>(
    list: [&'static str; N],
    name: &'static str,
) -> [&'static str; N] {
    let mut out = [""; N];
    out[0] = name;
    let (mut from, mut to) = (0, 1);
    while from < N {
        if !same_name(list[from], name) {
            assert!(to < N, "moved_to_front: name is not in the list");
            out[to] = list[from];
            to += 1;
        }
        from += 1;
    }
    assert!(to == N, "moved_to_front: name is not in the list");
    out
}

/// Whether two names are equal (`==` on `str` is not `const`).
pub const fn same_name(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

impl Class {
    /// The AMD Zen 5 class with its measured `preference`.
    pub const fn zen5(preference: &'static [&'static str]) -> Class {
        Class {
            name: "Zen 5",
            vendor: "AuthenticAMD",
            microarchitectures: &["Zen 5"],
            preference,
        }
    }
}

/// A method chosen for a CPU model, with the reason: what `select` returns, for
/// explanations. It carries no function; [`Family::choose`] with a [`Host`] does.
pub struct Pick<F: 'static> {
    /// The method.
    pub method: &'static Method<F>,
    /// Why this one (`POPCNT present`, `BMI2 present but microcoded`).
    pub reason: String,
}

/// A chosen method with its function and the reason it was chosen.
pub struct Selection<F: 'static> {
    /// The method.
    pub method: &'static Method<F>,
    /// Its function, checked runnable on this CPU.
    pub func: F,
    /// Its block form, if it has one (checked like `func`).
    pub block: Option<BlockFn>,
    /// Its walk form, if it has one (checked like `func`).
    pub walk: Option<WalkFn>,
    /// Why this one (`POPCNT present`, `requested with --method`).
    pub reason: String,
}

impl<F> Clone for Selection<F>
where
    F: Copy,
{
    fn clone(&self) -> Self {
        Selection {
            method: self.method,
            func: self.func,
            block: self.block,
            walk: self.walk,
            reason: self.reason.clone(),
        }
    }
}

/// Why a requested method cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MethodError {
    /// No method of that name in the family.
    Unknown {
        /// The family searched.
        family: &'static str,
        /// The requested name.
        name: String,
        /// The valid names.
        valid: Vec<&'static str>,
    },
    /// The method needs features this CPU lacks.
    Unsupported {
        /// The method.
        name: &'static str,
        /// What is missing.
        missing: Features,
    },
}

impl fmt::Display for MethodError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MethodError::Unknown {
                family,
                name,
                valid,
            } => write!(
                f,
                "unknown {family} method '{name}' (valid: {})",
                valid.join(", ")
            ),
            MethodError::Unsupported { name, missing } => {
                write!(
                    f,
                    "method '{name}' needs {missing}, which this CPU does not support"
                )
            }
        }
    }
}

impl std::error::Error for MethodError {}

impl<F: Copy + 'static> Family<F> {
    /// The method called `name`.
    pub fn find(&self, name: &str) -> Option<&'static Method<F>> {
        self.methods
            .iter()
            .find(|m| m.name.eq_ignore_ascii_case(name))
    }

    /// The reference (oracle) method; always portable.
    pub fn reference_method(&self) -> &'static Method<F> {
        self.find(self.reference)
            .expect("catalogue names its reference method")
    }

    /// The reference function.
    pub fn reference_func(&self) -> F {
        self.reference_method()
            .portable_func()
            .expect("catalogue's reference method is portable")
    }

    /// The methods the running CPU can execute, in catalogue order.
    pub fn available<'c>(
        &self,
        host: &'c Host,
    ) -> impl Iterator<Item = (&'static Method<F>, F)> + use<'c, F> {
        let methods: &'static [Method<F>] = self.methods;
        methods
            .iter()
            .filter_map(move |m| m.get(host).map(|f| (m, f)))
    }

    /// The class of `cpu` whose order ranks this family's methods, if it has one.
    fn class_of(&self, cpu: &Cpu) -> Option<&'static Class> {
        self.classes.iter().find(|class| {
            class.vendor == cpu.vendor
                && (class.microarchitectures.is_empty()
                    || cpu
                        .microarchitecture
                        .is_some_and(|name| class.microarchitectures.contains(&name)))
        })
    }

    /// The order of the methods on `cpu`: its class's, if it has one, else the default.
    pub fn preference_for(&self, cpu: &Cpu) -> &'static [&'static str] {
        self.class_of(cpu)
            .map_or(self.preference, |class| class.preference)
    }

    /// Methods in `cpu`'s preference order, then any the preference list forgets.
    fn ranked(&self, cpu: &Cpu) -> impl Iterator<Item = &'static Method<F>> + '_ {
        let preference = self.preference_for(cpu);
        let named = preference.iter().filter_map(|n| self.find(n));
        let rest = self
            .methods
            .iter()
            .filter(move |m| !preference.contains(&m.name));
        named.chain(rest)
    }

    /// The best method for the CPU model `cpu` under `path`, with the reason, and no
    /// function: a model (Zen 2, a qemu model, a test fixture) explains a choice but never
    /// unlocks one.
    pub fn select(&self, cpu: &Cpu, path: PathPreference) -> Pick<F> {
        let (method, (), reason) = self.rank(cpu, path, &|_| Some(()));
        Pick { method, reason }
    }

    /// The best method the running CPU executes under `path`, with its function.
    pub fn best(&self, host: &Host, path: PathPreference) -> Selection<F> {
        let (method, func, reason) = self.rank(host, path, &|m| m.get(host));
        Selection {
            method,
            func,
            block: method.get_block(host),
            walk: method.get_walk(host),
            reason,
        }
    }

    /// The selection rule: the first method by preference that `cpu` can run (and not a
    /// microcoded PEXT) and that `unlock` yields a `T` for, with the reason.
    fn rank<T>(
        &self,
        cpu: &Cpu,
        path: PathPreference,
        unlock: &dyn Fn(&'static Method<F>) -> Option<T>,
    ) -> (&'static Method<F>, T, String) {
        let mut skipped: Vec<String> = Vec::new();
        let wanted = |m: &Method<F>| match path {
            PathPreference::Auto => true,
            PathPreference::Hardware => m.kind() == Kind::Hardware,
            PathPreference::Software => m.kind() == Kind::Software,
        };
        for m in self.ranked(cpu).filter(|m| wanted(m)) {
            if !cpu.can_run(m.needs) {
                skipped.push(format!("no {}", m.missing(cpu)));
                continue;
            }
            if m.slow_pext && !cpu.pext_fast {
                skipped.push(format!(
                    "{} skipped: BMI2 present but PEXT/PDEP microcoded on {}",
                    m.name,
                    cpu.microarchitecture.unwrap_or("this CPU")
                ));
                continue;
            }
            let Some(unlocked) = unlock(m) else {
                continue;
            };
            let why = match (m.kind(), path) {
                (_, PathPreference::Software) => {
                    "portable code requested with --path software".into()
                }
                (Kind::Hardware, _) => format!("{} usable on this CPU", m.needs),
                (Kind::Software, _) => "fastest portable method".into(),
            };
            let why = match self.class_of(cpu) {
                Some(class) => format!("{why}; the order measured on {}", class.name),
                None => why,
            };
            let reason = first_unique(&skipped)
                .map(|s| format!("{s} → {why}"))
                .unwrap_or(why);
            return (m, unlocked, reason);
        }
        // --path hardware with no usable instruction: fall back to the best portable method.
        // (Every family of the catalogue has one; a family built without one is a bug,
        // said so here rather than by recursing without end.)
        assert!(
            path != PathPreference::Software,
            "family {} has no portable method",
            self.name
        );
        let (method, unlocked, _) = self.rank(cpu, PathPreference::Software, unlock);
        let reason = format!(
            "no hardware {} method on this CPU → portable code",
            self.name
        );
        (method, unlocked, reason)
    }

    /// The method the user chose: by name (checked runnable), otherwise by preference.
    pub fn choose(&self, host: &Host, choice: &Choice) -> Result<Selection<F>, MethodError> {
        let Some(name) = &choice.method else {
            return Ok(self.best(host, choice.path));
        };
        let method = self.find(name).ok_or_else(|| MethodError::Unknown {
            family: self.name,
            name: name.clone(),
            valid: self.methods.iter().map(|m| m.name).collect(),
        })?;
        let func = method.get(host).ok_or(MethodError::Unsupported {
            name: method.name,
            missing: method.missing(host),
        })?;
        Ok(Selection {
            method,
            func,
            block: method.get_block(host),
            walk: method.get_walk(host),
            reason: "requested with --method".into(),
        })
    }
}

impl<F: 'static> Family<F> {
    /// The reference method's technique (a bit operation's formula), found at compile
    /// time; a family without its reference method fails to compile where this is used.
    pub const fn reference_technique(&self) -> &'static str {
        let mut i = 0;
        while i < self.methods.len() {
            if self.methods[i].name.eq_ignore_ascii_case(self.reference) {
                return self.methods[i].technique;
            }
            i += 1;
        }
        panic!("a family names its reference method")
    }
}

/// A family seen without its function type, for listings, `cpuinfo` and the benchmark.
pub trait FamilyInfo: Sync {
    /// The family's name.
    fn name(&self) -> &'static str;
    /// One line describing the operation.
    fn summary(&self) -> &'static str;
    /// The reference method's name.
    fn reference(&self) -> &'static str;
    /// Every method's description, in catalogue order.
    fn methods(&self) -> Vec<MethodInfo>;
    /// The automatic choice for `cpu`: the method's description and the reason.
    fn selected(&self, cpu: &Cpu, path: PathPreference) -> (MethodInfo, String);
    /// Times every method the running CPU can run for about `budget` each, with the
    /// checksum of one pass over the inputs (equal checksums: the methods agreed on every
    /// input).
    fn time_methods(
        &self,
        host: &Host,
        inputs: &Inputs,
        budget: Duration,
    ) -> Vec<(MethodInfo, Speed, u64)>;
}

/// A method's description without its function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MethodInfo {
    /// The method's name.
    pub name: &'static str,
    /// One line for tables and help.
    pub summary: &'static str,
    /// The instruction or technique.
    pub technique: &'static str,
    /// The features it executes.
    pub needs: Features,
    /// Hardware or software.
    pub kind: Kind,
    /// Uses PEXT/PDEP.
    pub slow_pext: bool,
}

impl<F: Copy + 'static> Method<F> {
    /// The description without the function.
    pub fn info(&self) -> MethodInfo {
        MethodInfo {
            name: self.name,
            summary: self.summary,
            technique: self.technique,
            needs: self.needs,
            kind: self.kind(),
            slow_pext: self.slow_pext,
        }
    }
}

impl<F: Copy + Sync + Timed + 'static> FamilyInfo for Family<F> {
    fn name(&self) -> &'static str {
        self.name
    }
    fn summary(&self) -> &'static str {
        self.summary
    }
    fn reference(&self) -> &'static str {
        self.reference
    }
    fn methods(&self) -> Vec<MethodInfo> {
        self.methods.iter().map(Method::info).collect()
    }
    fn selected(&self, cpu: &Cpu, path: PathPreference) -> (MethodInfo, String) {
        let s = self.select(cpu, path);
        (s.method.info(), s.reason)
    }
    fn time_methods(
        &self,
        host: &Host,
        inputs: &Inputs,
        budget: Duration,
    ) -> Vec<(MethodInfo, Speed, u64)> {
        let (methods, funcs): (Vec<_>, Vec<F>) = self.available(host).unzip();
        let speeds = bench::time_each(&funcs, inputs, budget);
        methods
            .iter()
            .zip(funcs)
            .zip(speeds)
            .map(|((m, f), speed)| (m.info(), speed, f.pass(inputs)))
            .collect()
    }
}

/// The first distinct note, so a reason names the most relevant missing feature once.
fn first_unique(notes: &[String]) -> Option<&String> {
    notes
        .iter()
        .find(|n| n.contains("microcoded"))
        .or_else(|| notes.first())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn twice(x: u64) -> u64 {
        x.wrapping_mul(2)
    }
    fn shifted(x: u64) -> u64 {
        x << 1
    }

    type Double = fn(u64) -> u64;

    static DOUBLES: &[Method<Double>] = &[
        Method::portable("mul", "multiplication", "x * 2", twice),
        // SAFETY: `shifted` is portable code, sound on every CPU.
        unsafe {
            Method::hardware(
                "fake-bmi2",
                "shift",
                "x << 1 (pretends to need BMI2)",
                &[Feature::Bmi2],
                shifted as Double,
            )
        }
        .using_pext(),
    ];
    static FAMILY: Family<Double> = Family {
        name: "double",
        summary: "doubling",
        methods: DOUBLES,
        reference: "mul",
        preference: &["fake-bmi2", "mul"],
        classes: &[],
    };

    #[test]
    fn selection_respects_cpu_and_slow_pext() {
        let mut cpu = Cpu::portable();
        assert_eq!(FAMILY.select(&cpu, PathPreference::Auto).method.name, "mul");
        cpu.usable = Features::of(&[Feature::Bmi2]);
        assert_eq!(
            FAMILY.select(&cpu, PathPreference::Auto).method.name,
            "fake-bmi2"
        );
        cpu.pext_fast = false;
        let s = FAMILY.select(&cpu, PathPreference::Auto);
        assert_eq!(s.method.name, "mul");
        assert!(s.reason.contains("microcoded"), "{}", s.reason);
    }

    #[test]
    fn choose_by_name_checks_the_running_cpu() {
        let host = Cpu::current();
        let by_name = |n: &str| Choice {
            method: Some(n.into()),
            path: PathPreference::Auto,
        };
        assert!(matches!(
            FAMILY.choose(host, &by_name("nope")),
            Err(MethodError::Unknown { .. })
        ));
        let bmi2 = Features::of(&[Feature::Bmi2]);
        match FAMILY.choose(host, &by_name("fake-bmi2")) {
            Ok(s) => assert!(host.can_run(bmi2) && (s.func)(3) == 6),
            Err(e) => assert_eq!(
                (host.can_run(bmi2), e.to_string().as_str()),
                (
                    false,
                    "method 'fake-bmi2' needs BMI2, which this CPU does not support"
                )
            ),
        }
        let mul = FAMILY.choose(host, &by_name("MUL")).unwrap();
        assert_eq!((mul.method.name, (mul.func)(21)), ("mul", 42));
    }

    #[test]
    fn a_forged_model_selects_but_unlocks_nothing() {
        // A model claiming every feature: selection and its reason follow the model...
        let forged = Cpu::with_usable(Features::of(Feature::ALL));
        let pick = FAMILY.select(&forged, PathPreference::Auto);
        assert_eq!(pick.method.name, "fake-bmi2");
        assert_eq!(pick.reason, "BMI2 usable on this CPU");
        // ...but the function comes only from the detected CPU, and only if it has BMI2.
        let host = Cpu::current();
        let bmi2 = Features::of(&[Feature::Bmi2]);
        assert_eq!(pick.method.get(host).is_some(), host.can_run(bmi2));
        let best = FAMILY.best(host, PathPreference::Auto);
        assert!(host.can_run(best.method.needs()), "{}", best.method.name);
    }

    #[test]
    fn hardware_path_falls_back_when_absent() {
        let s = FAMILY.select(&Cpu::portable(), PathPreference::Hardware);
        assert_eq!(s.method.name, "mul");
        assert!(s.reason.contains("no hardware"));
    }
}

//! The selected slider method as a value the compiler can see through.
//!
//! The catalogue hands out a `fn` pointer per method, so every lookup through it is an
//! indirect call that cannot inline. [`Sliders`] names the same methods as a small enum.
//! Two ways to use it:
//! - [`Sliders::rook`] and friends: a `match` per lookup, each arm a direct call.
//! - [`Sliders::with`]: the `match` runs once and hands a [`SliderMethod`] type to
//!   generic code, so a whole loop is compiled once per method with its lookups inlined,
//!   exactly as a program that named the method at compile time; on a CPU with AVX2 and
//!   the BMI instructions the loop is compiled for them, as a C++ peer built with
//!   `-march=native` is (a fancy magic's variable shift becomes SHRX instead of a shift
//!   by CL that ties every lookup to one register).
//!
//! Either way it is chosen by the catalogue's own selection, so it runs exactly the
//! method `select` would have picked.

#[cfg(target_arch = "x86_64")]
use super::AVX2_TARGET;
#[cfg(target_arch = "x86_64")]
use super::pext;
use super::{
    BISHOP_ATTACKS, ROOK_ATTACKS, Square, black_magic, classical, dumb7fill, hyperbola,
    kindergarten, kogge_stone, leorik, magic, obstruction_difference, plain_magic, qbb, rays,
    rotated, sbamg, slide_arithmetic,
};
use crate::catalogue::{Choice, MethodError, PathPreference};
#[cfg(target_arch = "x86_64")]
use crate::cpu::Features;
use crate::cpu::{Cpu, Host};

/// A slider method as a type: generic code over it compiles to direct, inlinable lookups.
///
/// Only [`Sliders::with`] hands one out, after the catalogue checked that this CPU runs
/// the method, so hardware lookups never reach a CPU without their instructions.
pub trait SliderMethod: Copy {
    /// The method's catalogue name.
    const NAME: &'static str;
    /// Rook attacks from `sq` with occupancy `occ`.
    fn rook(self, sq: Square, occ: u64) -> u64;
    /// Bishop attacks from `sq` with occupancy `occ`.
    fn bishop(self, sq: Square, occ: u64) -> u64;
    /// Queen attacks: the union of rook and bishop attacks.
    #[inline(always)]
    fn queen(self, sq: Square, occ: u64) -> u64 {
        self.rook(sq, occ) | self.bishop(sq, occ)
    }
}

/// Work to run with the selected slider method, compiled once per method.
///
/// ```
/// use bbtool::attacks::{SliderMethod, Sliders, Square, WithSliders};
/// use bbtool::Cpu;
///
/// /// The union of the rook attacks from every square, with one occupancy.
/// struct AllRooks(u64);
///
/// impl WithSliders for AllRooks {
///     type Output = u64;
///     fn run<M: SliderMethod>(self, method: M) -> u64 {
///         (0..64).map(|i| method.rook(Square::from_index(i), self.0)).fold(0, |a, b| a | b)
///     }
/// }
///
/// let sliders = Sliders::choose(Cpu::current(), &Default::default()).unwrap();
/// // Every square is attacked by a rook on some other square.
/// assert_eq!(sliders.with(AllRooks(0x0000_0008_1000_0000)), u64::MAX);
/// ```
pub trait WithSliders {
    /// What the work returns.
    type Output;
    /// Runs the work with `method`'s lookups.
    fn run<M: SliderMethod>(self, method: M) -> Self::Output;
}

/// A lookup of a slider method type: a portable function is called; a hardware one
/// (`unsafe fn` needing the entry's features) only from a method type, which only
/// [`Sliders::with`] makes, for a [`Sliders`] that [`Sliders::choose`] checked against
/// the detected [`Host`].
macro_rules! slider_call {
    ([] $f:path, $sq:ident, $occ:ident) => {
        $f($sq, $occ)
    };
    ([$($feature:ident),+] $f:path, $sq:ident, $occ:ident) => {
        // SAFETY: a method type exists only inside `Sliders::with`, for a `Sliders` that
        // `choose` made after the detected `Host` unlocked this method (its features).
        unsafe { $f($sq, $occ) }
    };
}

/// A method's own queen lookup, where its catalogue entry names one (else the trait's
/// union of rook and bishop).
macro_rules! queen_override {
    ([$($feature:ident),*]) => {};
    ([$($feature:ident),*] $queen:path) => {
        #[inline(always)]
        fn queen(self, sq: Square, occ: u64) -> u64 {
            slider_call!([$($feature),*] $queen, sq, occ)
        }
    };
}

/// Declares the `Path` enum, one private [`SliderMethod`] type per method, and the
/// `match` of every dispatching function, from the slider list (`with_slider_methods`).
macro_rules! slider_paths {
    ($($(#[$cfg:meta])* $variant:ident = $name:literal: $rook:path, $bishop:path $(, $queen:path)?;
        needs [$($feature:ident),*] $($tf:literal)? $($slow:ident)?;
        $(wide $wide:literal $(by $wrook:path, $wbishop:path)?;
            $(lanes $ltechnique:literal, $lsummary:literal $lrook:path, $lbishop:path;)?
            $(gfni $gname:literal by $grook:path, $gbishop:path, $gqueen:path;
                $gtechnique:literal, $gsummary:literal;)?)?
        $technique:literal, $summary:literal;)+) => {
        /// One slider method of the catalogue, by the same name.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        enum Path {
            $($(#[$cfg])* $variant,)+
        }

        impl Path {
            /// The variant of the catalogue method `name`.
            fn of(name: &str) -> Option<Path> {
                match name {
                    $($(#[$cfg])* $name => Some(Path::$variant),)+
                    _ => None,
                }
            }

            /// The catalogue name of this variant.
            fn name(self) -> &'static str {
                match self {
                    $($(#[$cfg])* Path::$variant => $name,)+
                }
            }
        }

        /// The method types; private, so only [`Sliders::with`] can make one.
        mod methods {
            use super::*;
            $(
                $(#[$cfg])*
                #[derive(Clone, Copy, Debug)]
                pub(super) struct $variant;

                $(#[$cfg])*
                impl SliderMethod for $variant {
                    const NAME: &'static str = $name;
                    #[inline(always)]
                    fn rook(self, sq: Square, occ: u64) -> u64 {
                        slider_call!([$($feature),*] $rook, sq, occ)
                    }
                    #[inline(always)]
                    fn bishop(self, sq: Square, occ: u64) -> u64 {
                        slider_call!([$($feature),*] $bishop, sq, occ)
                    }
                    queen_override!([$($feature),*] $($queen)?);
                }
            )+
        }

        impl Sliders {
            /// Runs `work` with the selected method as a type: one `match` here, and
            /// `work` compiled per method with its lookups inlined, for `level`.
            #[inline(always)]
            fn with_level<W: WithSliders>(self, work: W, level: Level) -> W::Output {
                match self.path {
                    $($(#[$cfg])* Path::$variant => level.run(work, methods::$variant),)+
                }
            }
        }
    };
}

super::with_slider_methods!(slider_paths);

/// The instruction-set level work given to [`Sliders::with`] is compiled for: the
/// detected CPU's, so the work's own code (its loop, its fold, a portable method's
/// shifts and counts) gets the instructions `-march=native` would give a C++ peer, not
/// only the method's hardware lookups.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Level {
    /// The target's baseline (x86-64: SSE2).
    Baseline,
    /// [`AVX2_TARGET`], the `-avx2` batch loops' target: AVX2 and x86-64-v3's scalar
    /// bit instructions. Not AVX-512: enabled without a CPU's cost model to go with it,
    /// the compiler turns table lookups in a loop into gathers (the fancy magic in
    /// Chess_Movegen's loop: 0.44 of its speed at this level on Zen 5).
    #[cfg(target_arch = "x86_64")]
    Avx2,
}

impl Level {
    /// The highest level `cpu` runs; the baseline when the user asked for software.
    fn of(cpu: &Cpu, path: PathPreference) -> Level {
        #[cfg(target_arch = "x86_64")]
        if path != PathPreference::Software && cpu.can_run(Features::of(AVX2_TARGET)) {
            return Level::Avx2;
        }
        let _ = (cpu, path);
        Level::Baseline
    }

    /// Runs `work` with `method`, compiled for this level.
    #[inline(always)]
    fn run<W: WithSliders, M: SliderMethod>(self, work: W, method: M) -> W::Output {
        match self {
            Level::Baseline => work.run(method),
            // SAFETY: `Sliders::choose` sets the level from the detected `Host`, which
            // has every feature of the level.
            #[cfg(target_arch = "x86_64")]
            Level::Avx2 => unsafe { run_avx2(work, AtAvx2(method)) },
        }
    }
}

/// Method `M` handed to work run at [`Level::Avx2`]: a type of its own, so the work's
/// code for the level has one caller, `run_avx2`, which inlines it (and so compiles it
/// with the level's features) as a compiler inlines a function called once; handed `M`
/// itself, the work would be one function, shared with the baseline and called.
#[cfg(target_arch = "x86_64")]
#[derive(Clone, Copy)]
struct AtAvx2<M>(M);

#[cfg(target_arch = "x86_64")]
impl<M: SliderMethod> SliderMethod for AtAvx2<M> {
    const NAME: &'static str = M::NAME;
    #[inline(always)]
    fn rook(self, sq: Square, occ: u64) -> u64 {
        self.0.rook(sq, occ)
    }
    #[inline(always)]
    fn bishop(self, sq: Square, occ: u64) -> u64 {
        self.0.bishop(sq, occ)
    }
    #[inline(always)]
    fn queen(self, sq: Square, occ: u64) -> u64 {
        self.0.queen(sq, occ)
    }
}

/// `work.run(method)` compiled for [`AVX2_TARGET`].
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2,bmi1,bmi2,lzcnt,popcnt")]
unsafe fn run_avx2<W: WithSliders, M: SliderMethod>(work: W, method: M) -> W::Output {
    work.run(method)
}

/// A sliding piece: which attack set a lookup asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SliderPiece {
    /// Ranks and files.
    Rook,
    /// Diagonals and anti-diagonals.
    Bishop,
    /// Both.
    Queen,
}

impl SliderPiece {
    /// This piece's attacks from `sq` with occupancy `occ` by `method`.
    #[inline(always)]
    fn attacks<M: SliderMethod>(self, method: M, sq: Square, occ: u64) -> u64 {
        match self {
            SliderPiece::Rook => method.rook(sq, occ),
            SliderPiece::Bishop => method.bishop(sq, occ),
            SliderPiece::Queen => method.queen(sq, occ),
        }
    }
}

/// One lookup as [`WithSliders`] work, for the per-lookup `match` functions.
#[derive(Clone, Copy)]
struct Lookup {
    piece: SliderPiece,
    sq: Square,
    occ: u64,
}

impl WithSliders for Lookup {
    type Output = u64;
    #[inline(always)]
    fn run<M: SliderMethod>(self, method: M) -> u64 {
        self.piece.attacks(method, self.sq, self.occ)
    }
}

/// The attacks of one piece on one square for each of many occupancies, as
/// [`WithSliders`] work: one loop per piece, so the square's facts (a table method's
/// mask and block) are loop invariants and each occupancy costs one lookup.
struct EachOccupancy<'a> {
    piece: SliderPiece,
    sq: Square,
    occupancies: &'a [u64],
    out: &'a mut [u64],
}

impl WithSliders for EachOccupancy<'_> {
    type Output = ();
    #[inline(always)]
    fn run<M: SliderMethod>(self, method: M) {
        let EachOccupancy {
            piece,
            sq,
            occupancies,
            out,
        } = self;
        let slots = out.iter_mut().zip(occupancies);
        // The piece is matched once, outside the loop.
        match piece {
            SliderPiece::Rook => slots.for_each(|(slot, &occ)| *slot = method.rook(sq, occ)),
            SliderPiece::Bishop => slots.for_each(|(slot, &occ)| *slot = method.bishop(sq, occ)),
            SliderPiece::Queen => slots.for_each(|(slot, &occ)| *slot = method.queen(sq, occ)),
        }
    }
}

/// Rook, bishop and queen attacks by one selected method, dispatched by `match`.
///
/// Only [`Sliders::choose`] makes one, after the catalogue checked that this CPU can run
/// the method, so a hardware arm is never reached on a CPU without its instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sliders {
    path: Path,
    /// What [`Sliders::with`] compiles its work for.
    level: Level,
}

impl Sliders {
    /// The method `choice` asks for (the best one the running CPU executes by
    /// default), as [`ROOK_ATTACKS`] chooses it; the bishop uses the method of the same
    /// name.
    pub fn choose(host: &Host, choice: &Choice) -> Result<Sliders, MethodError> {
        let rook = ROOK_ATTACKS.choose(host, choice)?;
        // The bishop family has the same methods with the same needs; ask it too, so a
        // method missing there is an error rather than an assumption.
        BISHOP_ATTACKS.choose(
            host,
            &Choice {
                method: Some(rook.method.name.to_string()),
                ..choice.clone()
            },
        )?;
        let path = Path::of(rook.method.name).ok_or_else(|| MethodError::Unknown {
            family: ROOK_ATTACKS.name,
            name: rook.method.name.to_string(),
            valid: ROOK_ATTACKS.methods.iter().map(|m| m.name).collect(),
        })?;
        Ok(Sliders {
            path,
            level: Level::of(host, choice.path),
        })
    }

    /// Runs `work` with the selected method as a type: one `match` here, and `work`
    /// compiled once per method with its lookups inlined, for the running CPU's
    /// instruction-set level ([`AVX2_TARGET`] where it has it).
    #[inline(always)]
    pub fn with<W: WithSliders>(self, work: W) -> W::Output {
        self.with_level(work, self.level)
    }

    /// The method's catalogue name.
    pub fn name(self) -> &'static str {
        self.path.name()
    }

    /// Rook attacks from `sq` with occupancy `occ`.
    #[inline(always)]
    pub fn rook(self, sq: Square, occ: u64) -> u64 {
        // The baseline: a call into a function compiled for more would not inline.
        self.with_level(
            Lookup {
                piece: SliderPiece::Rook,
                sq,
                occ,
            },
            Level::Baseline,
        )
    }

    /// Bishop attacks from `sq` with occupancy `occ`.
    #[inline(always)]
    pub fn bishop(self, sq: Square, occ: u64) -> u64 {
        // The baseline: a call into a function compiled for more would not inline.
        self.with_level(
            Lookup {
                piece: SliderPiece::Bishop,
                sq,
                occ,
            },
            Level::Baseline,
        )
    }

    /// `piece`'s attacks from `sq` for each of `occupancies`, into the first slots of
    /// `out` (as many as there are occupancies, at most `out`'s length): one loop, compiled
    /// for the running CPU's level with the method's lookups inlined (a batch of one
    /// square, as `attacks rook d4 --occ -` streams).
    pub fn each_occupancy(
        self,
        piece: SliderPiece,
        sq: Square,
        occupancies: &[u64],
        out: &mut [u64],
    ) {
        self.with(EachOccupancy {
            piece,
            sq,
            occupancies,
            out,
        })
    }

    /// Queen attacks: the union of rook and bishop attacks.
    #[inline(always)]
    pub fn queen(self, sq: Square, occ: u64) -> u64 {
        // The baseline: a call into a function compiled for more would not inline.
        self.with_level(
            Lookup {
                piece: SliderPiece::Queen,
                sq,
                occ,
            },
            Level::Baseline,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::PathPreference;
    use crate::cpu::Cpu;

    /// Every lookup of every pair, by the method `with` hands out, and its name.
    struct Sweep<'a>(&'a [(Square, u64)]);

    impl WithSliders for Sweep<'_> {
        type Output = (&'static str, Vec<[u64; 3]>);
        fn run<M: SliderMethod>(self, method: M) -> Self::Output {
            let lookups = self.0.iter().map(|&(sq, occ)| {
                [
                    method.rook(sq, occ),
                    method.bishop(sq, occ),
                    method.queen(sq, occ),
                ]
            });
            (M::NAME, lookups.collect())
        }
    }

    #[test]
    fn every_slider_method_has_a_variant_that_computes_the_same() {
        let cpu = Cpu::current();
        let mut rng = crate::rng::SplitMix64(7);
        for (method, rook) in ROOK_ATTACKS.available(cpu) {
            let choice = Choice {
                method: Some(method.name.into()),
                path: PathPreference::Auto,
            };
            let sliders = Sliders::choose(cpu, &choice).unwrap();
            assert_eq!(sliders.name(), method.name);
            let bishop = BISHOP_ATTACKS.find(method.name).unwrap().get(cpu).unwrap();
            let pairs: Vec<(Square, u64)> = (0..5000)
                .map(|_| {
                    let sq = Square::from_index((rng.next_u64() & 63) as u32);
                    (sq, rng.next_u64() & rng.next_u64())
                })
                .collect();
            for &(sq, occ) in &pairs {
                assert_eq!(sliders.rook(sq, occ), rook(sq, occ), "{}", method.name);
                assert_eq!(sliders.bishop(sq, occ), bishop(sq, occ), "{}", method.name);
                assert_eq!(sliders.queen(sq, occ), rook(sq, occ) | bishop(sq, occ));
            }
            // The same through `with`, at the CPU's level and (asking for software) at
            // the baseline: the method type it hands out has the same name and the same
            // lookups.
            for path in [PathPreference::Auto, PathPreference::Software] {
                let sliders = Sliders::choose(
                    cpu,
                    &Choice {
                        path,
                        ..choice.clone()
                    },
                )
                .unwrap();
                let (name, swept) = sliders.with(Sweep(&pairs));
                assert_eq!(name, method.name);
                for (&(sq, occ), got) in pairs.iter().zip(swept) {
                    assert_eq!(
                        got,
                        [
                            rook(sq, occ),
                            bishop(sq, occ),
                            rook(sq, occ) | bishop(sq, occ)
                        ],
                        "{} {path:?}",
                        method.name
                    );
                }
                // One square's block of occupancies, per piece: only the occupancies'
                // slots are written.
                let occupancies: Vec<u64> = pairs.iter().map(|&(_, occ)| occ).take(300).collect();
                let mut out = vec![0; occupancies.len() + 1];
                for sq in [0, 27, 36, 63].map(Square::from_index) {
                    for piece in [SliderPiece::Rook, SliderPiece::Bishop, SliderPiece::Queen] {
                        out.fill(u64::MAX);
                        sliders.each_occupancy(piece, sq, &occupancies, &mut out);
                        for (&occ, &got) in occupancies.iter().zip(&out) {
                            let want = match piece {
                                SliderPiece::Rook => rook(sq, occ),
                                SliderPiece::Bishop => bishop(sq, occ),
                                SliderPiece::Queen => rook(sq, occ) | bishop(sq, occ),
                            };
                            assert_eq!(got, want, "{} {path:?} {piece:?} {sq:?}", method.name);
                        }
                        assert_eq!(out[occupancies.len()], u64::MAX, "{}", method.name);
                    }
                }
            }
        }
        // Every method of both catalogues is named, whether or not this CPU runs it.
        for m in ROOK_ATTACKS.methods.iter().chain(BISHOP_ATTACKS.methods) {
            assert!(Path::of(m.name).is_some(), "{} has no variant", m.name);
        }
    }

    #[test]
    fn work_is_compiled_for_avx2_only_where_the_cpu_has_all_of_its_target() {
        use crate::cpu::Features;
        let all = Features::of(AVX2_TARGET);
        assert_eq!(
            Level::of(&Cpu::with_usable(all), PathPreference::Auto),
            Level::Avx2
        );
        assert_eq!(
            Level::of(&Cpu::with_usable(all), PathPreference::Hardware),
            Level::Avx2
        );
        // Asking for software keeps the work portable.
        assert_eq!(
            Level::of(&Cpu::with_usable(all), PathPreference::Software),
            Level::Baseline
        );
        // Any one feature missing (a Nehalem has no AVX2 or BMI; AMD's Piledriver has
        // BMI but no AVX2).
        for missing in AVX2_TARGET {
            let without: Vec<_> = AVX2_TARGET
                .iter()
                .copied()
                .filter(|f| f != missing)
                .collect();
            assert_eq!(
                Level::of(
                    &Cpu::with_usable(Features::of(&without)),
                    PathPreference::Auto
                ),
                Level::Baseline,
                "{missing:?}"
            );
        }
        assert_eq!(
            Level::of(&Cpu::portable(), PathPreference::Auto),
            Level::Baseline
        );
    }

    #[test]
    fn auto_is_the_catalogue_selection_and_respects_the_cpu() {
        let cpu = Cpu::current();
        let selected = ROOK_ATTACKS.select(cpu, PathPreference::Auto);
        let auto = Sliders::choose(cpu, &Choice::default()).unwrap();
        assert_eq!(auto.name(), selected.method.name);
        // A CPU model without optional features selects a portable method.
        let portable = ROOK_ATTACKS.select(&Cpu::portable(), PathPreference::Auto);
        assert!(
            portable.method.needs().is_empty(),
            "{}",
            portable.method.name
        );
        // A hardware method is handed out exactly when the running CPU has its features.
        let pext = Choice {
            method: Some("pext-table".into()),
            path: PathPreference::Auto,
        };
        let bmi2 = crate::cpu::Features::of(&[crate::cpu::Feature::Bmi2]);
        assert_eq!(Sliders::choose(cpu, &pext).is_ok(), cpu.can_run(bmi2));
    }
}

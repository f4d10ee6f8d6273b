//! The selected slider method as a value the compiler can see through.
//!
//! The catalogue hands out a `fn` pointer per method, so every lookup through it is an
//! indirect call that cannot inline. [`Sliders`] names the same methods as a small enum.
//! Two ways to use it:
//! - [`Sliders::rook`] and friends: a `match` per lookup, each arm a direct call.
//! - [`Sliders::with`]: the `match` runs once and hands a [`SliderMethod`] type to
//!   generic code, so a whole loop is compiled once per method with its lookups inlined,
//!   exactly as a program that named the method at compile time.
//!
//! Either way it is chosen by the catalogue's own selection, so it runs exactly the
//! method `select` would have picked.

#[cfg(target_arch = "x86_64")]
use super::pext;
use super::{
    BISHOP_ATTACKS, ROOK_ATTACKS, Square, black_magic, classical, dumb7fill, hyperbola,
    kindergarten, kogge_stone, leorik, magic, obstruction_difference, plain_magic, qbb, rays,
    rotated, sbamg, slide_arithmetic,
};
use crate::catalogue::{Choice, MethodError};
use crate::cpu::Host;

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
        $(wide $wide:literal $(by $wrook:path, $wbishop:path)?;)?
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
            /// `work` compiled per method with its lookups inlined.
            #[inline(always)]
            pub fn with<W: WithSliders>(self, work: W) -> W::Output {
                match self.path {
                    $($(#[$cfg])* Path::$variant => work.run(methods::$variant),)+
                }
            }
        }
    };
}

super::with_slider_methods!(slider_paths);

/// Which attack set a [`Lookup`] asks for.
#[derive(Clone, Copy)]
enum Piece {
    Rook,
    Bishop,
    Queen,
}

/// One lookup as [`WithSliders`] work, for the per-lookup `match` functions.
#[derive(Clone, Copy)]
struct Lookup {
    piece: Piece,
    sq: Square,
    occ: u64,
}

impl WithSliders for Lookup {
    type Output = u64;
    #[inline(always)]
    fn run<M: SliderMethod>(self, method: M) -> u64 {
        match self.piece {
            Piece::Rook => method.rook(self.sq, self.occ),
            Piece::Bishop => method.bishop(self.sq, self.occ),
            Piece::Queen => method.queen(self.sq, self.occ),
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
        Ok(Sliders { path })
    }

    /// The method's catalogue name.
    pub fn name(self) -> &'static str {
        self.path.name()
    }

    /// Rook attacks from `sq` with occupancy `occ`.
    #[inline(always)]
    pub fn rook(self, sq: Square, occ: u64) -> u64 {
        self.with(Lookup {
            piece: Piece::Rook,
            sq,
            occ,
        })
    }

    /// Bishop attacks from `sq` with occupancy `occ`.
    #[inline(always)]
    pub fn bishop(self, sq: Square, occ: u64) -> u64 {
        self.with(Lookup {
            piece: Piece::Bishop,
            sq,
            occ,
        })
    }

    /// Queen attacks: the union of rook and bishop attacks.
    #[inline(always)]
    pub fn queen(self, sq: Square, occ: u64) -> u64 {
        self.with(Lookup {
            piece: Piece::Queen,
            sq,
            occ,
        })
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
            // The same through `with`: the method type it hands out has the same name and
            // the same lookups.
            let (name, swept) = sliders.with(Sweep(&pairs));
            assert_eq!(name, method.name);
            for (&(sq, occ), got) in pairs.iter().zip(swept) {
                assert_eq!(
                    got,
                    [
                        rook(sq, occ),
                        bishop(sq, occ),
                        rook(sq, occ) | bishop(sq, occ)
                    ]
                );
            }
        }
        // Every method of both catalogues is named, whether or not this CPU runs it.
        for m in ROOK_ATTACKS.methods.iter().chain(BISHOP_ATTACKS.methods) {
            assert!(Path::of(m.name).is_some(), "{} has no variant", m.name);
        }
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

//! The selected slider method as a value the compiler can see through.
//!
//! The catalogue hands out a `fn` pointer per method, so every lookup through it is an
//! indirect call that cannot inline. [`Sliders`] names the same methods as a small enum:
//! a lookup is a `match` on it, each arm calls the method's function directly, and in a
//! loop the compiler inlines the arm and hoists the `match` out. It is chosen by the
//! catalogue's own selection, so it runs exactly the method `select` would have picked.

#[cfg(target_arch = "x86_64")]
use super::pext;
use super::{BISHOP_ATTACKS, ROOK_ATTACKS, Square, hyperbola, kogge_stone, magic, rays};
use crate::catalogue::{Choice, MethodError};
use crate::cpu::Cpu;

/// One slider method of the catalogue, by the same name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Path {
    RayWalk,
    Hyperbola,
    #[cfg(target_arch = "x86_64")]
    HyperbolaSsse3,
    #[cfg(target_arch = "x86_64")]
    PextTable,
    #[cfg(target_arch = "x86_64")]
    PextPdepCompressed,
    Magic,
    KoggeStone,
}

impl Path {
    /// The variant of the catalogue method `name`.
    fn of(name: &str) -> Option<Path> {
        Some(match name {
            "ray-walk" => Path::RayWalk,
            "hyperbola" => Path::Hyperbola,
            #[cfg(target_arch = "x86_64")]
            "hyperbola-ssse3" => Path::HyperbolaSsse3,
            #[cfg(target_arch = "x86_64")]
            "pext-table" => Path::PextTable,
            #[cfg(target_arch = "x86_64")]
            "pext-pdep-compressed" => Path::PextPdepCompressed,
            "magic" => Path::Magic,
            "kogge-stone" => Path::KoggeStone,
            _ => return None,
        })
    }
}

/// Rook, bishop and queen attacks by one selected method, dispatched by `match`.
///
/// Only [`Sliders::choose`] makes one, after the catalogue checked that this CPU can run
/// the method, so a hardware arm is never reached on a CPU without its instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sliders {
    path: Path,
    name: &'static str,
}

impl Sliders {
    /// The method `choice` asks for (the best one for `cpu` by default), as
    /// [`ROOK_ATTACKS`] chooses it; the bishop uses the method of the same name.
    pub fn choose(cpu: &Cpu, choice: &Choice) -> Result<Sliders, MethodError> {
        let rook = ROOK_ATTACKS.choose(cpu, choice)?;
        // The bishop family has the same methods with the same needs; ask it too, so a
        // method missing there is an error rather than an assumption.
        BISHOP_ATTACKS.choose(
            cpu,
            &Choice {
                method: Some(rook.method.name.to_string()),
                ..choice.clone()
            },
        )?;
        let path = Path::of(rook.method.name).ok_or_else(|| MethodError::Unknown {
            family: ROOK_ATTACKS.name,
            name: rook.method.name.to_string(),
            valid: Vec::new(),
        })?;
        Ok(Sliders {
            path,
            name: rook.method.name,
        })
    }

    /// The method's catalogue name.
    pub fn name(self) -> &'static str {
        self.name
    }

    /// Rook attacks from `sq` with occupancy `occ`.
    #[inline(always)]
    pub fn rook(self, sq: Square, occ: u64) -> u64 {
        match self.path {
            Path::RayWalk => rays::rook(sq, occ),
            Path::Hyperbola => hyperbola::rook(sq, occ),
            #[cfg(target_arch = "x86_64")]
            Path::HyperbolaSsse3 => hyperbola::rook_ssse3(sq, occ),
            #[cfg(target_arch = "x86_64")]
            Path::PextTable => pext::rook(sq, occ),
            #[cfg(target_arch = "x86_64")]
            Path::PextPdepCompressed => pext::rook_pdep(sq, occ),
            Path::Magic => magic::rook(sq, occ),
            Path::KoggeStone => kogge_stone::rook(sq, occ),
        }
    }

    /// Bishop attacks from `sq` with occupancy `occ`.
    #[inline(always)]
    pub fn bishop(self, sq: Square, occ: u64) -> u64 {
        match self.path {
            Path::RayWalk => rays::bishop(sq, occ),
            Path::Hyperbola => hyperbola::bishop(sq, occ),
            #[cfg(target_arch = "x86_64")]
            Path::HyperbolaSsse3 => hyperbola::bishop_ssse3(sq, occ),
            #[cfg(target_arch = "x86_64")]
            Path::PextTable => pext::bishop(sq, occ),
            #[cfg(target_arch = "x86_64")]
            Path::PextPdepCompressed => pext::bishop_pdep(sq, occ),
            Path::Magic => magic::bishop(sq, occ),
            Path::KoggeStone => kogge_stone::bishop(sq, occ),
        }
    }

    /// Queen attacks: the union of rook and bishop attacks.
    #[inline(always)]
    pub fn queen(self, sq: Square, occ: u64) -> u64 {
        self.rook(sq, occ) | self.bishop(sq, occ)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalogue::PathPreference;

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
            for _ in 0..5000 {
                let sq = Square::from_index((rng.next_u64() & 63) as u32);
                let occ = rng.next_u64() & rng.next_u64();
                assert_eq!(sliders.rook(sq, occ), rook(sq, occ), "{}", method.name);
                assert_eq!(sliders.bishop(sq, occ), bishop(sq, occ), "{}", method.name);
                assert_eq!(sliders.queen(sq, occ), rook(sq, occ) | bishop(sq, occ));
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
        // A CPU without optional features gets a portable method, never a hardware arm.
        let portable = Sliders::choose(&Cpu::portable(), &Choice::default()).unwrap();
        let method = ROOK_ATTACKS.find(portable.name()).unwrap();
        assert!(method.needs.is_empty(), "{}", portable.name());
        let pext = Choice {
            method: Some("pext-table".into()),
            path: PathPreference::Auto,
        };
        assert!(Sliders::choose(&Cpu::portable(), &pext).is_err());
    }
}

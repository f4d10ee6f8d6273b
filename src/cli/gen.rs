//! `gen TABLE --lang LANG`: attack tables, magics, PEXT, between, line and ray tables as
//! source code to paste into an engine (the library's `codegen`).

use super::context::{Ctx, Status};
use bbtool::codegen::{self, Lang, Table};
use clap::builder::PossibleValue;
use clap::{Args, ValueEnum};

pub(super) const EXAMPLES: &str = "\
TABLE: knight-attacks king-attacks pawn-attacks (arrays of 64), rook-magics bishop-magics
(masks, magics, shifts, offsets, the shared table and rook_attacks(sq, occ)), rook-pext
bishop-pext (masks, offsets, table, a PEXT lookup and a portable one), between line
(64 x 64), rays (8 directions x 64). Squares are a1 = 0 ... h8 = 63. A header comment
says what the table is, the command that made it and bbtool's version.

--name P prefixes every name: P_KNIGHT_ATTACKS, p_rook_attacks. --magics-seed N searches
new magics from seed N as `bbtool magics --seed N` does (rook-magics, bishop-magics only;
default: the checked-in magics).

Examples:
  bbtool gen knight-attacks --lang c             KNIGHT_ATTACKS[64]
  bbtool gen rook-magics --lang rust --name bb    BB_ROOK_MAGICS ..., bb_rook_attacks
  bbtool gen bishop-pext --lang c
  bbtool gen between --lang python
  bbtool gen rook-magics --lang c --magics-seed 1";

/// A clap value enum wrapping a codegen enum with `ALL` and `name()`: clap offers and
/// reads exactly those names, so the list lives in one place.
macro_rules! value_enum {
    ($(#[$doc:meta])* $arg:ident($inner:ident)) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug)]
        pub struct $arg(pub $inner);

        impl ValueEnum for $arg {
            fn value_variants<'a>() -> &'a [Self] {
                const ALL: [$arg; $inner::ALL.len()] = {
                    let mut out = [$arg($inner::ALL[0]); $inner::ALL.len()];
                    let mut i = 0;
                    while i < out.len() {
                        out[i] = $arg($inner::ALL[i]);
                        i += 1;
                    }
                    out
                };
                &ALL
            }

            fn to_possible_value(&self) -> Option<PossibleValue> {
                Some(PossibleValue::new(self.0.name()))
            }
        }
    };
}

value_enum!(
    /// A TABLE argument: one of [`Table::ALL`].
    TableArg(Table)
);
value_enum!(
    /// A `--lang` argument: one of [`Lang::ALL`].
    LangArg(Lang)
);

// Arguments of `gen`.
#[derive(Args, Debug)]
pub struct GenArgs {
    /// The table to generate.
    #[arg(value_enum, value_name = "TABLE")]
    pub table: TableArg,
    /// The language of the source.
    #[arg(long, value_enum, value_name = "LANG")]
    pub lang: LangArg,
    /// A prefix for every generated name (letters, digits and _).
    #[arg(long, value_name = "PREFIX", default_value = "")]
    pub name: String,
    /// Search the magics from this seed, decimal or 0x hex (rook-magics, bishop-magics).
    #[arg(long, value_name = "N", value_parser = super::attacks::parse_seed, allow_negative_numbers = true)]
    pub magics_seed: Option<u64>,
    #[command(flatten)]
    _global: crate::cli::GlobalOpts,
}

/// `gen TABLE --lang LANG [--name PREFIX] [--magics-seed N]`.
pub fn generate(ctx: &mut Ctx, args: &GenArgs) -> anyhow::Result<Status> {
    ctx.config
        .format_among("gen", &[], "source code in the --lang language")?;
    let source = codegen::generate(args.table.0, args.lang.0, &args.name, args.magics_seed)?;
    ctx.write_str(&source)?;
    Ok(Status::Success)
}

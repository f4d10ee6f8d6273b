//! The slider methods of the field's comparison (Gigantua's "Chess_Movegen") that await
//! registration in the slider catalogues: each by its stable method name, with its rook
//! and bishop functions and a queen batch loop. Tests and the `field_movegen` example
//! reach them through [`field_algorithms`]; once the catalogue lists them, this listing
//! goes.

use super::{
    SliderFn, SliderManyFn, Square, black_magic, classical, dumb7fill, kindergarten, leorik,
    obstruction_difference, plain_magic, qbb, rotated, sbamg, slide_arithmetic,
};

/// One method awaiting registration.
#[derive(Clone, Copy, Debug)]
pub struct FieldAlgorithm {
    /// The stable method name (`bbtool methods`, the bench and scripts use it).
    pub name: &'static str,
    /// Rook attacks of one square.
    pub rook: SliderFn,
    /// Bishop attacks of one square.
    pub bishop: SliderFn,
    /// Queen attacks of a batch of (square, occupancy) pairs, lookups inlined in the loop.
    pub queen_many: SliderManyFn,
}

/// Declares the listing from (name, module) pairs; each queen loop is its own function,
/// so the module's lookups inline into it.
macro_rules! field {
    ($($name:literal => $module:ident),+ $(,)?) => {
        /// The methods awaiting registration, in the order of the table.
        static FIELD: &[FieldAlgorithm] = &[$(
            FieldAlgorithm {
                name: $name,
                rook: $module::rook as SliderFn,
                bishop: $module::bishop as SliderFn,
                queen_many: {
                    fn many(pairs: &[(Square, u64)], out: &mut [u64]) {
                        for (slot, &(sq, occ)) in out.iter_mut().zip(pairs) {
                            *slot = $module::rook(sq, occ) | $module::bishop(sq, occ);
                        }
                    }
                    many as SliderManyFn
                },
            },
        )+];
    };
}

field! {
    "classical" => classical,
    "obstruction-difference" => obstruction_difference,
    "leorik" => leorik,
    "qbb" => qbb,
    "sbamg" => sbamg,
    "slide-arithmetic" => slide_arithmetic,
    "dumb7fill" => dumb7fill,
    "kindergarten" => kindergarten,
    "rotated" => rotated,
    "black-magic" => black_magic,
    "plain-magic" => plain_magic,
}

/// Every method awaiting registration, with its functions.
pub fn field_algorithms() -> &'static [FieldAlgorithm] {
    FIELD
}

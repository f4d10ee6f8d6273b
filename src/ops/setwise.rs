//! Setwise algebra and predicates from General Setwise Operations: intersection, union,
//! symmetric difference over any number of sets, the derived binary operations and the
//! relational tests.

use crate::bitboard::Square;

/// The squares above `sq` in LERF order: `C64(~1) << sq` (General Setwise Operations,
/// "Upper Squares").
pub const fn upper_squares(sq: Square) -> u64 {
    !1u64 << sq.index()
}

/// The squares below `sq` in LERF order: `(C64(1) << sq) - 1` ("Lower Squares").
pub const fn lower_squares(sq: Square) -> u64 {
    (1u64 << sq.index()) - 1
}

/// The intersection of all `sets` (the universe for none).
pub fn and_all(sets: &[u64]) -> u64 {
    sets.iter().fold(!0, |acc, &s| acc & s)
}

/// The union of all `sets` (empty for none).
pub fn or_all(sets: &[u64]) -> u64 {
    sets.iter().fold(0, |acc, &s| acc | s)
}

/// The xor-sum of all `sets`: the squares in an odd number of them.
pub fn xor_all(sets: &[u64]) -> u64 {
    sets.iter().fold(0, |acc, &s| acc ^ s)
}

/// The complement set `~a`.
pub const fn not(a: u64) -> u64 {
    !a
}

/// Relative complement of `a` in `b`, `~a & b` (operand order of BMI1 ANDN).
pub const fn andn(a: u64, b: u64) -> u64 {
    !a & b
}

/// `a` without `b`, `a & ~b`.
pub const fn sub(a: u64, b: u64) -> u64 {
    a & !b
}

/// Complement of the intersection, `~(a & b)` (Sheffer stroke).
pub const fn nand(a: u64, b: u64) -> u64 {
    !(a & b)
}

/// Complement of the union, `~(a | b)`.
pub const fn nor(a: u64, b: u64) -> u64 {
    !(a | b)
}

/// Equivalence, `~(a ^ b)`: the squares where both agree.
pub const fn xnor(a: u64, b: u64) -> u64 {
    !(a ^ b)
}

/// Material implication, `~a | b`.
pub const fn implies(a: u64, b: u64) -> u64 {
    !a | b
}

/// True for the empty set.
pub const fn is_empty(a: u64) -> bool {
    a == 0
}

/// True for the universal set (`a + 1 == 0` in the reference).
pub const fn is_universe(a: u64) -> bool {
    a.wrapping_add(1) == 0
}

/// True when `a` has exactly one member.
pub const fn is_single(a: u64) -> bool {
    a != 0 && a & a.wrapping_sub(1) == 0
}

/// True when `a` is a power of two, by the inclusive LS1B separation halved
/// (Population Count, "Single Populated Bitboards", after Jörg Arndt's `one_bit_q`):
/// `((x ^ (x-1)) >> 1) == (x-1)`; false for the empty set.
pub const fn is_power_of_two(x: u64) -> bool {
    (x ^ x.wrapping_sub(1)) >> 1 == x.wrapping_sub(1)
}

/// True when `a` has at most one member: `(x & (x-1)) == 0` ("population count is less
/// or equal than one").
pub const fn is_at_most_one(a: u64) -> bool {
    a & a.wrapping_sub(1) == 0
}

/// True when `a` has more than one member.
pub const fn is_several(a: u64) -> bool {
    a & a.wrapping_sub(1) != 0
}

/// True when every member of `a` is in `b`: `(a & b) == a`.
pub const fn is_subset(a: u64, b: u64) -> bool {
    a & b == a
}

/// True when every member of `b` is in `a`.
pub const fn is_superset(a: u64, b: u64) -> bool {
    is_subset(b, a)
}

/// True when `a` and `b` share no member: `(a & b) == 0`.
pub const fn is_disjoint(a: u64, b: u64) -> bool {
    a & b == 0
}

/// True when both sets are the same.
pub const fn is_equal(a: u64, b: u64) -> bool {
    a == b
}

/// The reference's common-MS1B test: "Two sets have a common MS1B, if the intersection
/// is greater than the xor sum: `if ((a & b) > (a ^ b))`".
pub const fn common_msb(a: u64, b: u64) -> bool {
    (a & b) > (a ^ b)
}

/// Xor swap (General Setwise Operations, "Xor Swap"): `a ^= b; b ^= a; a ^= b` swaps the
/// two sets without a third; returns the new `(a, b)`.
pub const fn xor_swap(a: u64, b: u64) -> (u64, u64) {
    let a = a ^ b;
    let b = b ^ a;
    (a ^ b, b)
}

/// The page's masked xor swap, `a = (a ^ b) & mask; b ^= a; a ^= b`: `a` becomes `b`,
/// and only the part of `b` where `mask` is one becomes `a`'s.
pub const fn masked_xor_swap(a: u64, b: u64, mask: u64) -> (u64, u64) {
    let a = (a ^ b) & mask;
    let b = b ^ a;
    (a ^ b, b)
}

/// The squares in at least two of `sets`, in O(n) (General Setwise Operations, "Greater
/// One Sets"): `atLeastDouble |= a[i] & atLeastSingle; atLeastSingle |= a[i]`.
pub fn at_least_double(sets: &[u64]) -> u64 {
    let mut double = 0;
    let mut single = 0;
    for &set in sets {
        double |= set & single;
        single |= set;
    }
    double
}

/// The same by the union of all pairwise intersections, O(n^2): the page's definition.
pub fn at_least_double_pairwise(sets: &[u64]) -> u64 {
    let mut double = 0;
    for (i, &a) in sets.iter().enumerate() {
        for &b in &sets[..i] {
            double |= a & b;
        }
    }
    double
}

/// A two-operand setwise operation as the CLI lists it.
pub struct SetOp {
    /// Command name (`andn`, `implies`).
    pub name: &'static str,
    /// The formula in the reference's notation.
    pub formula: &'static str,
    /// The operation.
    pub func: fn(u64, u64) -> u64,
    /// The operation over a block of values, inlined in its loop (batch mode).
    pub block: crate::catalogue::BlockFn,
}

/// A [`SetOp`] entry: the function and its block form from one name.
macro_rules! set_op {
    ($name:literal, $formula:literal, $func:path) => {
        SetOp {
            name: $name,
            formula: $formula,
            func: $func,
            block: crate::catalogue::block_fn!(Binary: $func),
        }
    };
}

/// The two-operand operations besides the variadic `and`, `or` and `xor`.
pub static BINARY_OPS: &[SetOp] = &[
    set_op!("andn", "dest = ~a & b", andn),
    set_op!("sub", "dest = a & ~b", sub),
    set_op!("nand", "dest = ~(a & b)", nand),
    set_op!("nor", "dest = ~(a | b)", nor),
    set_op!("xnor", "dest = ~(a ^ b)", xnor),
    set_op!("implies", "dest = ~a | b", implies),
];

/// The test a predicate applies, with one or two operands.
#[derive(Clone, Copy)]
pub enum Test {
    /// A property of one set.
    Unary(fn(u64) -> bool),
    /// A relation between two sets.
    Binary(fn(u64, u64) -> bool),
}

/// A predicate as `bbtool is NAME` lists it.
pub struct Predicate {
    /// Command name (`single`, `common-msb`).
    pub name: &'static str,
    /// The test in the reference's notation.
    pub formula: &'static str,
    /// The test.
    pub test: Test,
}

/// Every predicate, for lookup by name.
pub static PREDICATES: &[Predicate] = &[
    Predicate {
        name: "empty",
        formula: "a == 0",
        test: Test::Unary(is_empty),
    },
    Predicate {
        name: "universe",
        formula: "a + 1 == 0",
        test: Test::Unary(is_universe),
    },
    Predicate {
        name: "single",
        formula: "a != 0 && (a & (a - 1)) == 0",
        test: Test::Unary(is_single),
    },
    Predicate {
        name: "several",
        formula: "(a & (a - 1)) != 0",
        test: Test::Unary(is_several),
    },
    Predicate {
        name: "power-of-two",
        formula: "((a ^ (a - 1)) >> 1) == (a - 1)",
        test: Test::Unary(is_power_of_two),
    },
    Predicate {
        name: "at-most-one",
        formula: "(a & (a - 1)) == 0",
        test: Test::Unary(is_at_most_one),
    },
    Predicate {
        name: "subset",
        formula: "(a & b) == a",
        test: Test::Binary(is_subset),
    },
    Predicate {
        name: "superset",
        formula: "(a & b) == b",
        test: Test::Binary(is_superset),
    },
    Predicate {
        name: "disjoint",
        formula: "(a & b) == 0",
        test: Test::Binary(is_disjoint),
    },
    Predicate {
        name: "equal",
        formula: "a == b",
        test: Test::Binary(is_equal),
    },
    Predicate {
        name: "common-msb",
        formula: "(a & b) > (a ^ b)",
        test: Test::Binary(common_msb),
    },
];

/// The predicate called `name` (case-insensitive).
pub fn find_predicate(name: &str) -> Option<&'static Predicate> {
    PREDICATES
        .iter()
        .find(|p| p.name.eq_ignore_ascii_case(name))
}

/// The two-operand operation called `name` (case-insensitive).
pub fn find_binary_op(name: &str) -> Option<&'static SetOp> {
    BINARY_OPS
        .iter()
        .find(|p| p.name.eq_ignore_ascii_case(name))
}

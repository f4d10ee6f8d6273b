// Chess_Movegen's timed loop (Get_MLU in its Main.cpp: 12 squares per occupancy, every
// queen xor-folded) over several of its algorithms, as C functions for the A/B harness.
// Compiled against the user's checkout of Gigantua/Chess_Movegen; none of its code is
// copied here.
#include <immintrin.h>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include "Hash_Fancy.hpp"
#include "Hash_Plain.hpp"
#include "Hash_Var.hpp"
#include "Hyperbola.hpp"
#include "Kindergarten.hpp"
#include "Pext.hpp"

template <typename Queen>
static uint64_t field_loop(const uint64_t* occs, const uint8_t* squares, size_t positions, Queen queen) {
    uint64_t fold = 0;
    for (size_t i = 0; i < positions; i++) {
        uint64_t occ = occs[i];
        for (int r = 0; r < 12; r++) fold ^= queen(squares[12 * i + r], occ);
    }
    return fold;
}

#define FIELD_LOOP(NAME, QUEEN)                                                            \
    extern "C" uint64_t NAME(const uint64_t* occs, const uint8_t* squares, size_t n) {     \
        return field_loop(occs, squares, n, [](int sq, uint64_t occ) { return QUEEN(sq, occ); }); \
    }

FIELD_LOOP(field_pext, Chess_Lookup::Lookup_Pext::Queen)
FIELD_LOOP(field_fancy_variable, Chess_Lookup::Var::Queen)
FIELD_LOOP(field_black_magic, Chess_Lookup::Fancy::Queen)
FIELD_LOOP(field_plain_magic, Chess_Lookup::Plain::Queen)
FIELD_LOOP(field_kindergarten, Chess_Lookup::Kindergarten::Queen)
FIELD_LOOP(field_hyperbola, Chess_Lookup::HyperbolaQsc::Queen)

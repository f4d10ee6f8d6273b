# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_bbtool_global_optspecs
    string join \n f/format= json color= method= path= all-methods q/quiet fen= h/help V/version
end

function __fish_bbtool_needs_command
    # Figure out if the current invocation already has a command.
    set -l cmd (commandline -opc)
    set -e cmd[1]
    argparse -s (__fish_bbtool_global_optspecs) -- $cmd 2>/dev/null
    or return
    if set -q argv[1]
        # Also print the command, so this can be used to figure out what it is.
        echo $argv[1]
        return 1
    end
    return 0
end

function __fish_bbtool_using_subcommand
    set -l cmd (__fish_bbtool_needs_command)
    test -z "$cmd"
    and return 1
    contains -- $cmd[1] $argv
end

complete -c bbtool -n "__fish_bbtool_needs_command" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_needs_command" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_needs_command" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_needs_command" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_needs_command" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_needs_command" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_needs_command" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_needs_command" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_needs_command" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "show" -d 'Show every representation of each VALUE'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "calc" -d 'Evaluate an expression and show the result'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "sets" -d 'List the named sets VALUEs may use'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "scan" -d 'Bitscan and serialize: the members in LS1B-first (or other) order, or one index'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "position" -d 'A position from FEN: its piece sets, side to move, castling, en passant, clocks'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "fen" -d 'A position from FEN: its piece sets, side to move, castling, en passant, clocks'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "popcount" -d 'The number of members of each VALUE, or of 1 bits in a file (--file)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "count" -d 'The number of members of each VALUE, or of 1 bits in a file (--file)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "hamming" -d 'The Hamming distance of two sets: popcount(a ^ b)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "popcount3" -d 'popcount(x) + popcount(y) + popcount(z) by the odd/major trick'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "popcount-sum" -d 'popCount(x1) + ... + popCount(xn) of up to 15 sets, from the odd/major digit sets'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "weighted" -d 'The dot product of a set with 64 byte weights (the SSE2 page\'s weighted popcount)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "popcount-weight8" -d 'popCountWeight8: the popcounts of up to eight sets times signed weights, summed (SSE2 page)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "attacks" -d 'The squares a piece attacks, from one square or from a whole set (--from)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "pushes" -d 'Single and double pawn-push targets (Pawn Pushes)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "explain" -d 'How the table methods find a slider\'s attacks: mask, PEXT index, magic index'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "subsets" -d 'Every subset of a set, by the carry-rippler (Traversing Subsets of a Set)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "magics" -d 'Search fancy magics from a seed and compare them with the checked-in ones'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "and" -d 'Intersection of two or more sets: a & b & ...'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "or" -d 'Union of two or more sets: a | b | ...'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "xor" -d 'Symmetric difference (xor-sum) of two or more sets: a ^ b ^ ...'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "not" -d 'Complement set: ~a'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "andn" -d 'Relative complement of A in B, ~a & b, as BMI1 ANDN computes it'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "sub" -d 'A without B: a & ~b'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "nand" -d 'Complement of the intersection: ~(a & b)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "nor" -d 'Complement of the union: ~(a | b)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "xnor" -d 'Equivalence, the squares where both agree: ~(a ^ b)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "implies" -d 'Material implication: ~a | b'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "is" -d 'Test a set or two: exit 0 when true, 1 when false (-q prints nothing)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "xorswap" -d 'Swap two sets by three xors, or by the page\'s masked form (--mask)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "at-least-double" -d 'The squares in at least two of the sets, by the O(n) loop of Greater One Sets'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "two-adic" -d 'The 2-adic masks -1/(2^(2^i) + 1) and -1/(2^(2^i) - 1) for i = 0..5'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "shift" -d 'Shift every member one or more steps in a compass direction, without wrapping'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "shl" -d 'Shift all 64 bits left (towards h8) by N'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "shr" -d 'Shift all 64 bits right (towards a1) by N'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "rotl" -d 'Rotate all 64 bits left by N'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "rotr" -d 'Rotate all 64 bits right by N'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "genshift" -d 'The generalized shift: left for positive S, right for negative S'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "flip" -d 'Flip the board about an axis, by bswap and delta swaps'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "rotate" -d 'Rotate the board clockwise by 90, 180 or 270 degrees'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "reverse" -d 'Reverse all 64 bits (bit i goes to 63 - i)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "swap" -d 'Swap bits: by a mask and a delta (deltaSwap), or two ranges (swapNBits)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "permute" -d 'Permute the bits any way by Knuth\'s network of 11 delta swaps'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "remap" -d 'Renumber a set between the eight square mappings (LERF, BERF, LEFR ...)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "bit" -d 'BMI1, BMI2, TBM and LS1B operations: `bit OP VALUE [ARGS]` (`bit --list`)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "pext" -d 'Parallel bits extract: gather the bits of VALUE under MASK into the low bits'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "pdep" -d 'Parallel bits deposit: scatter the low bits of VALUE to the bits of MASK'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "swar" -d 'Byte-wise add, subtract or average without carries between bytes (SWAR)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "kogge-stone-add" -d 'Add by the Kogge-Stone parallel-prefix adder (equal to wrapping add)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "counts" -d 'How many of up to 15 sets hold each square: the exactly-k and at-least-k sets'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "ternlog" -d 'VPTERNLOG: any bitwise function of three sets, chosen by an 8-bit truth table'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "east-attacks" -d 'East attacks of slider sets by byte-wise fill subtraction (SSE2 and MMX pages)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "psign" -d 'PSIGN: lanes of A negated, zeroed or kept by the signs of B\'s lanes (SSSE3 page)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "lanes" -d 'The vector instructions `lanes` runs'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "cpuinfo" -d 'CPU vendor, model, features with their CPUID bits, and the method chosen per family'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "methods" -d 'List every method of every family (or of one), and which this CPU runs'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "bench" -d 'Time every method of every family on this machine; flag slow automatic choices'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "gen" -d 'Print attack, magic, PEXT, between, line or ray tables as C, Rust or Python source'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "completions" -d 'Print a shell completion script'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bbtool -n "__fish_bbtool_using_subcommand show" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand show" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand show" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand show" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand show" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand show" -l bytes -d 'Also print the eight bytes in little-endian memory order'
complete -c bbtool -n "__fish_bbtool_using_subcommand show" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand show" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand show" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand show" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand calc" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand calc" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand calc" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand calc" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand calc" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand calc" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand calc" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand calc" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand calc" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand calc" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand sets" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand sets" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand sets" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand sets" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand sets" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand sets" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand sets" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand sets" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand sets" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand sets" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -l split -d 'The non-empty double words, words or bytes, least significant first: each part\'s number, its value (a lookup index) and its bits in place' -r -f -a "dwords\t'32-bit double words'
words\t'16-bit words'
bytes\t'8-bit bytes'"
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -l king -d 'The magic move list of a king on SQ: VALUE must be among its targets' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -l knight -d 'The magic move list of a knight on SQ: VALUE must be among its targets' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -l reverse -d 'Visit the members MS1B first (bitscan reverse)'
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -l flip -d 'Visit the members in the colour-symmetric order: rank 8 first, files a to h'
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -l first -d 'Print only the index of the LS1B (bitscan forward); exit 1 on the empty set (with -q, print nothing: the exit status says whether the set has a member)'
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -l last -d 'Print only the index of the MS1B (bitscan reverse); exit 1 on the empty set'
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -l isolated -d 'The isolated-bit loop: each LS1B as a set of its own (`x & -x`, then `x &= x - 1`)'
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -l with-reset -d 'Bitscan with reset: each index with the set left after resetting that bit'
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand position" -l move -d 'Make a move first (FROM TO as `e2e4`, a promotion\'s piece after them as `e7e8q`), by the xor updates of General Setwise Operations\' "Update by Move"; repeat for several. Each must be pseudo-legal (the side to move\'s piece, moving as it can; castling with the right and empty squares between king and rook); check is not looked at' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand position" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand position" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand position" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand position" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand position" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand position" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand position" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand position" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand position" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand position" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand fen" -l move -d 'Make a move first (FROM TO as `e2e4`, a promotion\'s piece after them as `e7e8q`), by the xor updates of General Setwise Operations\' "Update by Move"; repeat for several. Each must be pseudo-legal (the side to move\'s piece, moving as it can; castling with the right and empty squares between king and rook); check is not looked at' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand fen" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand fen" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand fen" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand fen" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand fen" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand fen" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand fen" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand fen" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand fen" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand fen" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount" -l width -d 'Count VALUEs as 16- or 32-bit words (`_popcnt16`, `_popcnt`); a wider value is refused' -r -f -a "16\t''
32\t''
64\t''"
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount" -l file -d 'Count the 1 bits of a file instead (`-`: standard input), streamed with the fastest bulk method' -r -F
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand count" -l width -d 'Count VALUEs as 16- or 32-bit words (`_popcnt16`, `_popcnt`); a wider value is refused' -r -f -a "16\t''
32\t''
64\t''"
complete -c bbtool -n "__fish_bbtool_using_subcommand count" -l file -d 'Count the 1 bits of a file instead (`-`: standard input), streamed with the fastest bulk method' -r -F
complete -c bbtool -n "__fish_bbtool_using_subcommand count" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand count" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand count" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand count" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand count" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand count" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand count" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand count" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand count" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand count" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand hamming" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand hamming" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand hamming" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand hamming" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand hamming" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand hamming" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand hamming" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand hamming" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand hamming" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand hamming" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount3" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount3" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount3" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount3" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount3" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount3" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount3" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount3" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount3" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount3" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount-sum" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount-sum" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount-sum" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount-sum" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount-sum" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount-sum" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount-sum" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount-sum" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount-sum" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount-sum" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand weighted" -l weights -d '`center` (6 minus the distance to the centre) or 64 comma-separated weights 0-255, a1 first' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand weighted" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand weighted" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand weighted" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand weighted" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand weighted" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand weighted" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand weighted" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand weighted" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand weighted" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand weighted" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount-weight8" -l weights -d 'One weight from -32768 to 32767 per set, comma-separated (default: all 1)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount-weight8" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount-weight8" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount-weight8" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount-weight8" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount-weight8" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount-weight8" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount-weight8" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount-weight8" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount-weight8" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount-weight8" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand attacks" -l occ -d 'The occupied squares (default none; `-` reads one per line)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand attacks" -l from -d 'A whole set of pieces: the union of their attacks (`-` reads one per line)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand attacks" -l side -d 'The pawn\'s side: white (default) moves north, black south. Only pawns use it; other pieces accept and ignore it' -r -f -a "white\t'Pawns move north'
black\t'Pawns move south'"
complete -c bbtool -n "__fish_bbtool_using_subcommand attacks" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand attacks" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand attacks" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand attacks" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand attacks" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand attacks" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand attacks" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand attacks" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand attacks" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand attacks" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand pushes" -l occ -d 'The occupied squares (default none; `-` reads one per line)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand pushes" -l side -d 'The pawns\' side: white (default) pushes north, black south' -r -f -a "white\t'Pawns move north'
black\t'Pawns move south'"
complete -c bbtool -n "__fish_bbtool_using_subcommand pushes" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand pushes" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand pushes" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand pushes" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand pushes" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand pushes" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand pushes" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand pushes" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand pushes" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand pushes" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand explain" -l occ -d 'The occupied squares (default none; `-` reads one per line)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand explain" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand explain" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand explain" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand explain" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand explain" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand explain" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand explain" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand explain" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand explain" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand explain" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand subsets" -l limit -d 'Print at most N subsets (of each set)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand subsets" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand subsets" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand subsets" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand subsets" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand subsets" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand subsets" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand subsets" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand subsets" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand subsets" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand subsets" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand magics" -l seed -d 'The seed of the search, decimal or 0x hex (default: the seed of the checked-in magics)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand magics" -l piece -d 'Only rook or only bishop magics' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand magics" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand magics" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand magics" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand magics" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand magics" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand magics" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand magics" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand magics" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand magics" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand magics" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand and" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand and" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand and" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand and" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand and" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand and" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand and" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand and" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand and" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand and" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand or" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand or" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand or" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand or" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand or" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand or" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand or" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand or" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand or" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand or" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand xor" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand xor" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand xor" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand xor" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand xor" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand xor" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand xor" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand xor" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand xor" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand xor" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand not" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand not" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand not" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand not" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand not" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand not" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand not" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand not" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand not" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand not" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand andn" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand andn" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand andn" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand andn" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand andn" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand andn" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand andn" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand andn" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand andn" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand andn" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand sub" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand sub" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand sub" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand sub" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand sub" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand sub" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand sub" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand sub" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand sub" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand sub" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand nand" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand nand" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand nand" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand nand" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand nand" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand nand" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand nand" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand nand" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand nand" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand nand" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand nor" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand nor" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand nor" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand nor" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand nor" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand nor" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand nor" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand nor" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand nor" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand nor" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand xnor" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand xnor" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand xnor" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand xnor" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand xnor" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand xnor" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand xnor" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand xnor" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand xnor" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand xnor" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand implies" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand implies" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand implies" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand implies" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand implies" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand implies" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand implies" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand implies" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand implies" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand implies" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand is" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand is" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand is" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand is" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand is" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand is" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand is" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand is" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand is" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand is" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand xorswap" -l mask -d 'The page\'s masked xor swap: A becomes B, and B takes A\'s bits where MASK is one' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand xorswap" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand xorswap" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand xorswap" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand xorswap" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand xorswap" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand xorswap" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand xorswap" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand xorswap" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand xorswap" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand xorswap" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand at-least-double" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand at-least-double" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand at-least-double" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand at-least-double" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand at-least-double" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand at-least-double" -l pairwise -d 'The O(n^2) union of all pairwise intersections, the page\'s definition'
complete -c bbtool -n "__fish_bbtool_using_subcommand at-least-double" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand at-least-double" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand at-least-double" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand at-least-double" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand at-least-double" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand two-adic" -l index -d 'Only the mask of this i (0 to 5)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand two-adic" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand two-adic" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand two-adic" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand two-adic" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand two-adic" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand two-adic" -l minus -d 'With --index: the -1/(2^(2^i) - 1) mask instead of -1/(2^(2^i) + 1)'
complete -c bbtool -n "__fish_bbtool_using_subcommand two-adic" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand two-adic" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand two-adic" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand two-adic" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand two-adic" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand shift" -l steps -d 'How many steps' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand shift" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand shift" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand shift" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand shift" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand shift" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand shift" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand shift" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand shift" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand shift" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand shift" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand shl" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand shl" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand shl" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand shl" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand shl" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand shl" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand shl" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand shl" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand shl" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand shl" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand shr" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand shr" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand shr" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand shr" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand shr" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand shr" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand shr" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand shr" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand shr" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand shr" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand rotl" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand rotl" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand rotl" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand rotl" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand rotl" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand rotl" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand rotl" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand rotl" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand rotl" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand rotl" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand rotr" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand rotr" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand rotr" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand rotr" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand rotr" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand rotr" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand rotr" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand rotr" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand rotr" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand rotr" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand genshift" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand genshift" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand genshift" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand genshift" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand genshift" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand genshift" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand genshift" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand genshift" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand genshift" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand genshift" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand flip" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand flip" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand flip" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand flip" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand flip" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand flip" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand flip" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand flip" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand flip" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand flip" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand rotate" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand rotate" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand rotate" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand rotate" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand rotate" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand rotate" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand rotate" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand rotate" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand rotate" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand rotate" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand reverse" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand reverse" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand reverse" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand reverse" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand reverse" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand reverse" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand reverse" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand reverse" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand reverse" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand reverse" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and not __fish_seen_subcommand_from delta bits help" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and not __fish_seen_subcommand_from delta bits help" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and not __fish_seen_subcommand_from delta bits help" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and not __fish_seen_subcommand_from delta bits help" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and not __fish_seen_subcommand_from delta bits help" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and not __fish_seen_subcommand_from delta bits help" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and not __fish_seen_subcommand_from delta bits help" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and not __fish_seen_subcommand_from delta bits help" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and not __fish_seen_subcommand_from delta bits help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and not __fish_seen_subcommand_from delta bits help" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and not __fish_seen_subcommand_from delta bits help" -f -a "delta" -d 'Swap each bit of MASK with the bit DELTA places above it (deltaSwap)'
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and not __fish_seen_subcommand_from delta bits help" -f -a "bits" -d 'Swap the N bits from bit I with the N bits from bit J (swapNBits)'
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and not __fish_seen_subcommand_from delta bits help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and __fish_seen_subcommand_from delta" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and __fish_seen_subcommand_from delta" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and __fish_seen_subcommand_from delta" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and __fish_seen_subcommand_from delta" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and __fish_seen_subcommand_from delta" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and __fish_seen_subcommand_from delta" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and __fish_seen_subcommand_from delta" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and __fish_seen_subcommand_from delta" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and __fish_seen_subcommand_from delta" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and __fish_seen_subcommand_from delta" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and __fish_seen_subcommand_from bits" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and __fish_seen_subcommand_from bits" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and __fish_seen_subcommand_from bits" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and __fish_seen_subcommand_from bits" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and __fish_seen_subcommand_from bits" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and __fish_seen_subcommand_from bits" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and __fish_seen_subcommand_from bits" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and __fish_seen_subcommand_from bits" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and __fish_seen_subcommand_from bits" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and __fish_seen_subcommand_from bits" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and __fish_seen_subcommand_from help" -f -a "delta" -d 'Swap each bit of MASK with the bit DELTA places above it (deltaSwap)'
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and __fish_seen_subcommand_from help" -f -a "bits" -d 'Swap the N bits from bit I with the N bits from bit J (swapNBits)'
complete -c bbtool -n "__fish_bbtool_using_subcommand swap; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bbtool -n "__fish_bbtool_using_subcommand permute" -l map -d 'Where each bit goes: a transform\'s name or 64 destinations, a1\'s first' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand permute" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand permute" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand permute" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand permute" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand permute" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand permute" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand permute" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand permute" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand permute" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand permute" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand remap" -l from -d 'The mapping VALUE is numbered in' -r -f -a "lerf\t''
lerbef\t''
berlef\t''
berf\t''
lefr\t''
lefber\t''
befler\t''
befr\t''"
complete -c bbtool -n "__fish_bbtool_using_subcommand remap" -l to -d 'The mapping to renumber into' -r -f -a "lerf\t''
lerbef\t''
berlef\t''
berf\t''
lefr\t''
lefber\t''
befler\t''
befr\t''"
complete -c bbtool -n "__fish_bbtool_using_subcommand remap" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand remap" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand remap" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand remap" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand remap" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand remap" -l list -d 'List the eight mappings with a diagram of each one\'s square numbering'
complete -c bbtool -n "__fish_bbtool_using_subcommand remap" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand remap" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand remap" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand remap" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand remap" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand bit" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand bit" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand bit" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand bit" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand bit" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand bit" -l list -d 'List the operations with their operands and formulas'
complete -c bbtool -n "__fish_bbtool_using_subcommand bit" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand bit" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand bit" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand bit" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand bit" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand pext" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand pext" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand pext" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand pext" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand pext" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand pext" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand pext" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand pext" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand pext" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand pext" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand pdep" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand pdep" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand pdep" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand pdep" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand pdep" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand pdep" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand pdep" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand pdep" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand pdep" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand pdep" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand swar" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand swar" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand swar" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand swar" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand swar" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand swar" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand swar" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand swar" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand swar" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand swar" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand kogge-stone-add" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand kogge-stone-add" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand kogge-stone-add" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand kogge-stone-add" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand kogge-stone-add" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand kogge-stone-add" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand kogge-stone-add" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand kogge-stone-add" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand kogge-stone-add" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand kogge-stone-add" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand counts" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand counts" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand counts" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand counts" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand counts" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand counts" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand counts" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand counts" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand counts" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand counts" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand ternlog" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand ternlog" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand ternlog" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand ternlog" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand ternlog" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand ternlog" -l table -d 'Print the truth table as the AVX-512 page does'
complete -c bbtool -n "__fish_bbtool_using_subcommand ternlog" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand ternlog" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand ternlog" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand ternlog" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand ternlog" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand east-attacks" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand east-attacks" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand east-attacks" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand east-attacks" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand east-attacks" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand east-attacks" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand east-attacks" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand east-attacks" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand east-attacks" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand east-attacks" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand psign" -l width -d 'The lane width in bits: 8, 16 or 32' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand psign" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand psign" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand psign" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand psign" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand psign" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand psign" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand psign" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand psign" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand psign" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand psign" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and not __fish_seen_subcommand_from lzcnt ternlog popcntd genshift help" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and not __fish_seen_subcommand_from lzcnt ternlog popcntd genshift help" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and not __fish_seen_subcommand_from lzcnt ternlog popcntd genshift help" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and not __fish_seen_subcommand_from lzcnt ternlog popcntd genshift help" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and not __fish_seen_subcommand_from lzcnt ternlog popcntd genshift help" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and not __fish_seen_subcommand_from lzcnt ternlog popcntd genshift help" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and not __fish_seen_subcommand_from lzcnt ternlog popcntd genshift help" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and not __fish_seen_subcommand_from lzcnt ternlog popcntd genshift help" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and not __fish_seen_subcommand_from lzcnt ternlog popcntd genshift help" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and not __fish_seen_subcommand_from lzcnt ternlog popcntd genshift help" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and not __fish_seen_subcommand_from lzcnt ternlog popcntd genshift help" -f -a "lzcnt" -d 'VPLZCNTQ: the leading zeros of each lane (64 for an empty lane)'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and not __fish_seen_subcommand_from lzcnt ternlog popcntd genshift help" -f -a "ternlog" -d 'VPTERNLOGQ: ternary logic per lane, IMM8 then A B C for each lane'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and not __fish_seen_subcommand_from lzcnt ternlog popcntd genshift help" -f -a "popcntd" -d 'VPOPCNTD: the popcount of each double word, low then high of each VALUE'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and not __fish_seen_subcommand_from lzcnt ternlog popcntd genshift help" -f -a "genshift" -d 'VPSLLVQ/VPSRLVQ (AVX2) or VPSHLQ (XOP): each lane\'s generalized shift by its own S'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and not __fish_seen_subcommand_from lzcnt ternlog popcntd genshift help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from lzcnt" -l mask -d 'Write only the lanes whose bit is set in K (0 to 255); the others are zeroed' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from lzcnt" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from lzcnt" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from lzcnt" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from lzcnt" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from lzcnt" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from lzcnt" -l merge -d 'With --mask: unmasked lanes keep the first source instead of being zeroed'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from lzcnt" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from lzcnt" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from lzcnt" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from lzcnt" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from lzcnt" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from ternlog" -l mask -d 'Write only the lanes whose bit is set in K (0 to 255); the others are zeroed' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from ternlog" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from ternlog" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from ternlog" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from ternlog" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from ternlog" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from ternlog" -l merge -d 'With --mask: unmasked lanes keep the first source instead of being zeroed'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from ternlog" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from ternlog" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from ternlog" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from ternlog" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from ternlog" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from popcntd" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from popcntd" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from popcntd" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from popcntd" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from popcntd" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from popcntd" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from popcntd" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from popcntd" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from popcntd" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from popcntd" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from genshift" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from genshift" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from genshift" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from genshift" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from genshift" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from genshift" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from genshift" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from genshift" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from genshift" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from genshift" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from help" -f -a "lzcnt" -d 'VPLZCNTQ: the leading zeros of each lane (64 for an empty lane)'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from help" -f -a "ternlog" -d 'VPTERNLOGQ: ternary logic per lane, IMM8 then A B C for each lane'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from help" -f -a "popcntd" -d 'VPOPCNTD: the popcount of each double word, low then high of each VALUE'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from help" -f -a "genshift" -d 'VPSLLVQ/VPSRLVQ (AVX2) or VPSHLQ (XOP): each lane\'s generalized shift by its own S'
complete -c bbtool -n "__fish_bbtool_using_subcommand lanes; and __fish_seen_subcommand_from help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bbtool -n "__fish_bbtool_using_subcommand cpuinfo" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand cpuinfo" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand cpuinfo" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand cpuinfo" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand cpuinfo" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand cpuinfo" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand cpuinfo" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand cpuinfo" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand cpuinfo" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand cpuinfo" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand methods" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand methods" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand methods" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand methods" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand methods" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand methods" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand methods" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand methods" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand methods" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand methods" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand bench" -l seed -d 'The seed of the pseudo-random inputs (decimal or 0x hex)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand bench" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand bench" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand bench" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand bench" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand bench" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand bench" -l quick -d 'About 5 seconds in all instead of about 40'
complete -c bbtool -n "__fish_bbtool_using_subcommand bench" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand bench" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand bench" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand bench" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand bench" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand gen" -l lang -d 'The language of the source' -r -f -a "rust\t''
c\t''
python\t''"
complete -c bbtool -n "__fish_bbtool_using_subcommand gen" -l name -d 'A prefix for every generated name (letters, digits and _)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand gen" -l magics-seed -d 'Search the magics from this seed, decimal or 0x hex (rook-magics, bishop-magics)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand gen" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand gen" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand gen" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand gen" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand gen" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand gen" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand gen" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand gen" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand gen" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand gen" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand completions" -s f -l format -d 'Output format [default: human]' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated (comma separated, and `empty` for none, where a line holds several sets)'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand completions" -l color -d 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]' -r -f -a "auto\t'Colour when standard output is a terminal (or CLICOLOR_FORCE is set) and NO_COLOR is unset or empty'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand completions" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand completions" -l path -d 'Prefer hardware instructions or portable code [default: auto]' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand completions" -l fen -d 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand completions" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand completions" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand completions" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand completions" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand completions" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "show" -d 'Show every representation of each VALUE'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "calc" -d 'Evaluate an expression and show the result'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "sets" -d 'List the named sets VALUEs may use'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "scan" -d 'Bitscan and serialize: the members in LS1B-first (or other) order, or one index'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "position" -d 'A position from FEN: its piece sets, side to move, castling, en passant, clocks'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "popcount" -d 'The number of members of each VALUE, or of 1 bits in a file (--file)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "hamming" -d 'The Hamming distance of two sets: popcount(a ^ b)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "popcount3" -d 'popcount(x) + popcount(y) + popcount(z) by the odd/major trick'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "popcount-sum" -d 'popCount(x1) + ... + popCount(xn) of up to 15 sets, from the odd/major digit sets'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "weighted" -d 'The dot product of a set with 64 byte weights (the SSE2 page\'s weighted popcount)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "popcount-weight8" -d 'popCountWeight8: the popcounts of up to eight sets times signed weights, summed (SSE2 page)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "attacks" -d 'The squares a piece attacks, from one square or from a whole set (--from)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "pushes" -d 'Single and double pawn-push targets (Pawn Pushes)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "explain" -d 'How the table methods find a slider\'s attacks: mask, PEXT index, magic index'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "subsets" -d 'Every subset of a set, by the carry-rippler (Traversing Subsets of a Set)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "magics" -d 'Search fancy magics from a seed and compare them with the checked-in ones'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "and" -d 'Intersection of two or more sets: a & b & ...'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "or" -d 'Union of two or more sets: a | b | ...'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "xor" -d 'Symmetric difference (xor-sum) of two or more sets: a ^ b ^ ...'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "not" -d 'Complement set: ~a'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "andn" -d 'Relative complement of A in B, ~a & b, as BMI1 ANDN computes it'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "sub" -d 'A without B: a & ~b'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "nand" -d 'Complement of the intersection: ~(a & b)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "nor" -d 'Complement of the union: ~(a | b)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "xnor" -d 'Equivalence, the squares where both agree: ~(a ^ b)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "implies" -d 'Material implication: ~a | b'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "is" -d 'Test a set or two: exit 0 when true, 1 when false (-q prints nothing)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "xorswap" -d 'Swap two sets by three xors, or by the page\'s masked form (--mask)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "at-least-double" -d 'The squares in at least two of the sets, by the O(n) loop of Greater One Sets'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "two-adic" -d 'The 2-adic masks -1/(2^(2^i) + 1) and -1/(2^(2^i) - 1) for i = 0..5'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "shift" -d 'Shift every member one or more steps in a compass direction, without wrapping'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "shl" -d 'Shift all 64 bits left (towards h8) by N'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "shr" -d 'Shift all 64 bits right (towards a1) by N'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "rotl" -d 'Rotate all 64 bits left by N'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "rotr" -d 'Rotate all 64 bits right by N'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "genshift" -d 'The generalized shift: left for positive S, right for negative S'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "flip" -d 'Flip the board about an axis, by bswap and delta swaps'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "rotate" -d 'Rotate the board clockwise by 90, 180 or 270 degrees'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "reverse" -d 'Reverse all 64 bits (bit i goes to 63 - i)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "swap" -d 'Swap bits: by a mask and a delta (deltaSwap), or two ranges (swapNBits)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "permute" -d 'Permute the bits any way by Knuth\'s network of 11 delta swaps'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "remap" -d 'Renumber a set between the eight square mappings (LERF, BERF, LEFR ...)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "bit" -d 'BMI1, BMI2, TBM and LS1B operations: `bit OP VALUE [ARGS]` (`bit --list`)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "pext" -d 'Parallel bits extract: gather the bits of VALUE under MASK into the low bits'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "pdep" -d 'Parallel bits deposit: scatter the low bits of VALUE to the bits of MASK'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "swar" -d 'Byte-wise add, subtract or average without carries between bytes (SWAR)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "kogge-stone-add" -d 'Add by the Kogge-Stone parallel-prefix adder (equal to wrapping add)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "counts" -d 'How many of up to 15 sets hold each square: the exactly-k and at-least-k sets'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "ternlog" -d 'VPTERNLOG: any bitwise function of three sets, chosen by an 8-bit truth table'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "east-attacks" -d 'East attacks of slider sets by byte-wise fill subtraction (SSE2 and MMX pages)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "psign" -d 'PSIGN: lanes of A negated, zeroed or kept by the signs of B\'s lanes (SSSE3 page)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "lanes" -d 'AVX-512, AVX2 and XOP instructions on up to eight bitboards, one per lane'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "cpuinfo" -d 'CPU vendor, model, features with their CPUID bits, and the method chosen per family'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "methods" -d 'List every method of every family (or of one), and which this CPU runs'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "bench" -d 'Time every method of every family on this machine; flag slow automatic choices'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "gen" -d 'Print attack, magic, PEXT, between, line or ray tables as C, Rust or Python source'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "completions" -d 'Print a shell completion script'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets scan position popcount hamming popcount3 popcount-sum weighted popcount-weight8 attacks pushes explain subsets magics and or xor not andn sub nand nor xnor implies is xorswap at-least-double two-adic shift shl shr rotl rotr genshift flip rotate reverse swap permute remap bit pext pdep swar kogge-stone-add counts ternlog east-attacks psign lanes cpuinfo methods bench gen completions help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'

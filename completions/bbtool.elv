
use builtin;
use str;

set edit:completion:arg-completer[bbtool] = {|@words|
    fn spaces {|n|
        builtin:repeat $n ' ' | str:join ''
    }
    fn cand {|text desc|
        edit:complex-candidate $text &display=$text' '(spaces (- 14 (wcswidth $text)))$desc
    }
    var command = 'bbtool'
    for word $words[1..-1] {
        if (str:has-prefix $word '-') {
            break
        }
        set command = $command';'$word
    }
    var completions = [
        &'bbtool'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand show 'Show every representation of each VALUE'
            cand calc 'Evaluate an expression and show the result'
            cand sets 'List the named sets VALUEs may use'
            cand scan 'Bitscan and serialize: the members in LS1B-first (or other) order, or one index'
            cand position 'A position from FEN: its piece sets, side to move, castling, en passant, clocks'
            cand fen 'A position from FEN: its piece sets, side to move, castling, en passant, clocks'
            cand popcount 'The number of members of each VALUE, or of 1 bits in a file (--file)'
            cand count 'The number of members of each VALUE, or of 1 bits in a file (--file)'
            cand hamming 'The Hamming distance of two sets: popcount(a ^ b)'
            cand popcount3 'popcount(x) + popcount(y) + popcount(z) by the odd/major trick'
            cand popcount-sum 'popCount(x1) + ... + popCount(xn) of up to 15 sets, from the odd/major digit sets'
            cand weighted 'The dot product of a set with 64 byte weights (the SSE2 page''s weighted popcount)'
            cand popcount-weight8 'popCountWeight8: the popcounts of up to eight sets times signed weights, summed (SSE2 page)'
            cand attacks 'The squares a piece attacks, from one square or from a whole set (--from)'
            cand pushes 'Single and double pawn-push targets (Pawn Pushes)'
            cand explain 'How the table methods find a slider''s attacks: mask, PEXT index, magic index'
            cand subsets 'Every subset of a set, by the carry-rippler (Traversing Subsets of a Set)'
            cand magics 'Search fancy magics from a seed and compare them with the checked-in ones'
            cand and 'Intersection of two or more sets: a & b & ...'
            cand or 'Union of two or more sets: a | b | ...'
            cand xor 'Symmetric difference (xor-sum) of two or more sets: a ^ b ^ ...'
            cand not 'Complement set: ~a'
            cand andn 'Relative complement of A in B, ~a & b, as BMI1 ANDN computes it'
            cand sub 'A without B: a & ~b'
            cand nand 'Complement of the intersection: ~(a & b)'
            cand nor 'Complement of the union: ~(a | b)'
            cand xnor 'Equivalence, the squares where both agree: ~(a ^ b)'
            cand implies 'Material implication: ~a | b'
            cand is 'Test a set or two: exit 0 when true, 1 when false (-q prints nothing)'
            cand xorswap 'Swap two sets by three xors, or by the page''s masked form (--mask)'
            cand at-least-double 'The squares in at least two of the sets, by the O(n) loop of Greater One Sets'
            cand two-adic 'The 2-adic masks -1/(2^(2^i) + 1) and -1/(2^(2^i) - 1) for i = 0..5'
            cand shift 'Shift every member one or more steps in a compass direction, without wrapping'
            cand shl 'Shift all 64 bits left (towards h8) by N'
            cand shr 'Shift all 64 bits right (towards a1) by N'
            cand rotl 'Rotate all 64 bits left by N'
            cand rotr 'Rotate all 64 bits right by N'
            cand genshift 'The generalized shift: left for positive S, right for negative S'
            cand flip 'Flip the board about an axis, by bswap and delta swaps'
            cand rotate 'Rotate the board clockwise by 90, 180 or 270 degrees'
            cand reverse 'Reverse all 64 bits (bit i goes to 63 - i)'
            cand swap 'Swap bits: by a mask and a delta (deltaSwap), or two ranges (swapNBits)'
            cand permute 'Permute the bits any way by Knuth''s network of 11 delta swaps'
            cand remap 'Renumber a set between the eight square mappings (LERF, BERF, LEFR ...)'
            cand bit 'BMI1, BMI2, TBM and LS1B operations: `bit OP VALUE [ARGS]` (`bit --list`)'
            cand pext 'Parallel bits extract: gather the bits of VALUE under MASK into the low bits'
            cand pdep 'Parallel bits deposit: scatter the low bits of VALUE to the bits of MASK'
            cand swar 'Byte-wise add, subtract or average without carries between bytes (SWAR)'
            cand kogge-stone-add 'Add by the Kogge-Stone parallel-prefix adder (equal to wrapping add)'
            cand counts 'How many of up to 15 sets hold each square: the exactly-k and at-least-k sets'
            cand ternlog 'VPTERNLOG: any bitwise function of three sets, chosen by an 8-bit truth table'
            cand east-attacks 'East attacks of slider sets by byte-wise fill subtraction (SSE2 and MMX pages)'
            cand psign 'PSIGN: lanes of A negated, zeroed or kept by the signs of B''s lanes (SSSE3 page)'
            cand lanes 'The vector instructions `lanes` runs'
            cand cpuinfo 'CPU vendor, model, features with their CPUID bits, and the method chosen per family'
            cand methods 'List every method of every family (or of one), and which this CPU runs'
            cand bench 'Time every method of every family on this machine; flag slow automatic choices'
            cand gen 'Print attack, magic, PEXT, between, line or ray tables as C, Rust or Python source'
            cand completions 'Print a shell completion script'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bbtool;show'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --bytes 'Also print the eight bytes in little-endian memory order'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;calc'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;sets'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;scan'= {
            cand --split 'The non-empty double words, words or bytes, least significant first: each part''s number, its value (a lookup index) and its bits in place'
            cand --king 'The magic move list of a king on SQ: VALUE must be among its targets'
            cand --knight 'The magic move list of a knight on SQ: VALUE must be among its targets'
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --reverse 'Visit the members MS1B first (bitscan reverse)'
            cand --flip 'Visit the members in the colour-symmetric order: rank 8 first, files a to h'
            cand --first 'Print only the index of the LS1B (bitscan forward); exit 1 on the empty set (with -q, print nothing: the exit status says whether the set has a member)'
            cand --last 'Print only the index of the MS1B (bitscan reverse); exit 1 on the empty set'
            cand --isolated 'The isolated-bit loop: each LS1B as a set of its own (`x & -x`, then `x &= x - 1`)'
            cand --with-reset 'Bitscan with reset: each index with the set left after resetting that bit'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;position'= {
            cand --move 'Make a move first (FROM TO as `e2e4`, a promotion''s piece after them as `e7e8q`), by the xor updates of General Setwise Operations'' "Update by Move"; repeat for several. Each must be pseudo-legal (the side to move''s piece, moving as it can; castling with the right and empty squares between king and rook); check is not looked at'
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;fen'= {
            cand --move 'Make a move first (FROM TO as `e2e4`, a promotion''s piece after them as `e7e8q`), by the xor updates of General Setwise Operations'' "Update by Move"; repeat for several. Each must be pseudo-legal (the side to move''s piece, moving as it can; castling with the right and empty squares between king and rook); check is not looked at'
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;popcount'= {
            cand --width 'Count VALUEs as 16- or 32-bit words (`_popcnt16`, `_popcnt`); a wider value is refused'
            cand --file 'Count the 1 bits of a file instead (`-`: standard input), streamed with the fastest bulk method'
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;count'= {
            cand --width 'Count VALUEs as 16- or 32-bit words (`_popcnt16`, `_popcnt`); a wider value is refused'
            cand --file 'Count the 1 bits of a file instead (`-`: standard input), streamed with the fastest bulk method'
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;hamming'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;popcount3'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;popcount-sum'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;weighted'= {
            cand --weights '`center` (6 minus the distance to the centre) or 64 comma-separated weights 0-255, a1 first'
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;popcount-weight8'= {
            cand --weights 'One weight from -32768 to 32767 per set, comma-separated (default: all 1)'
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;attacks'= {
            cand --occ 'The occupied squares (default none; `-` reads one per line)'
            cand --from 'A whole set of pieces: the union of their attacks (`-` reads one per line)'
            cand --side 'The pawn''s side: white (default) moves north, black south. Only pawns use it; other pieces accept and ignore it'
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;pushes'= {
            cand --occ 'The occupied squares (default none; `-` reads one per line)'
            cand --side 'The pawns'' side: white (default) pushes north, black south'
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;explain'= {
            cand --occ 'The occupied squares (default none; `-` reads one per line)'
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;subsets'= {
            cand --limit 'Print at most N subsets (of each set)'
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;magics'= {
            cand --seed 'The seed of the search, decimal or 0x hex (default: the seed of the checked-in magics)'
            cand --piece 'Only rook or only bishop magics'
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;and'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;or'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;xor'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;not'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;andn'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;sub'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;nand'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;nor'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;xnor'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;implies'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;is'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;xorswap'= {
            cand --mask 'The page''s masked xor swap: A becomes B, and B takes A''s bits where MASK is one'
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;at-least-double'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --pairwise 'The O(n^2) union of all pairwise intersections, the page''s definition'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;two-adic'= {
            cand --index 'Only the mask of this i (0 to 5)'
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --minus 'With --index: the -1/(2^(2^i) - 1) mask instead of -1/(2^(2^i) + 1)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;shift'= {
            cand --steps 'How many steps'
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;shl'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;shr'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;rotl'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;rotr'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;genshift'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;flip'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;rotate'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;reverse'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;swap'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand delta 'Swap each bit of MASK with the bit DELTA places above it (deltaSwap)'
            cand bits 'Swap the N bits from bit I with the N bits from bit J (swapNBits)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bbtool;swap;delta'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;swap;bits'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;swap;help'= {
            cand delta 'Swap each bit of MASK with the bit DELTA places above it (deltaSwap)'
            cand bits 'Swap the N bits from bit I with the N bits from bit J (swapNBits)'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bbtool;swap;help;delta'= {
        }
        &'bbtool;swap;help;bits'= {
        }
        &'bbtool;swap;help;help'= {
        }
        &'bbtool;permute'= {
            cand --map 'Where each bit goes: a transform''s name or 64 destinations, a1''s first'
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;remap'= {
            cand --from 'The mapping VALUE is numbered in'
            cand --to 'The mapping to renumber into'
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --list 'List the eight mappings with a diagram of each one''s square numbering'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;bit'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --list 'List the operations with their operands and formulas'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;pext'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;pdep'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;swar'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;kogge-stone-add'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;counts'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;ternlog'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --table 'Print the truth table as the AVX-512 page does'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;east-attacks'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;psign'= {
            cand --width 'The lane width in bits: 8, 16 or 32'
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;lanes'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
            cand lzcnt 'VPLZCNTQ: the leading zeros of each lane (64 for an empty lane)'
            cand ternlog 'VPTERNLOGQ: ternary logic per lane, IMM8 then A B C for each lane'
            cand popcntd 'VPOPCNTD: the popcount of each double word, low then high of each VALUE'
            cand genshift 'VPSLLVQ/VPSRLVQ (AVX2) or VPSHLQ (XOP): each lane''s generalized shift by its own S'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bbtool;lanes;lzcnt'= {
            cand --mask 'Write only the lanes whose bit is set in K (0 to 255); the others are zeroed'
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --merge 'With --mask: unmasked lanes keep the first source instead of being zeroed'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;lanes;ternlog'= {
            cand --mask 'Write only the lanes whose bit is set in K (0 to 255); the others are zeroed'
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --merge 'With --mask: unmasked lanes keep the first source instead of being zeroed'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;lanes;popcntd'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;lanes;genshift'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;lanes;help'= {
            cand lzcnt 'VPLZCNTQ: the leading zeros of each lane (64 for an empty lane)'
            cand ternlog 'VPTERNLOGQ: ternary logic per lane, IMM8 then A B C for each lane'
            cand popcntd 'VPOPCNTD: the popcount of each double word, low then high of each VALUE'
            cand genshift 'VPSLLVQ/VPSRLVQ (AVX2) or VPSHLQ (XOP): each lane''s generalized shift by its own S'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bbtool;lanes;help;lzcnt'= {
        }
        &'bbtool;lanes;help;ternlog'= {
        }
        &'bbtool;lanes;help;popcntd'= {
        }
        &'bbtool;lanes;help;genshift'= {
        }
        &'bbtool;lanes;help;help'= {
        }
        &'bbtool;cpuinfo'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;methods'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;bench'= {
            cand --seed 'The seed of the pseudo-random inputs (decimal or 0x hex)'
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --quick 'About 5 seconds in all instead of about 40'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;gen'= {
            cand --lang 'The language of the source'
            cand --name 'A prefix for every generated name (letters, digits and _)'
            cand --magics-seed 'Search the magics from this seed, decimal or 0x hex (rook-magics, bishop-magics)'
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;completions'= {
            cand -f 'Output format [default: human]'
            cand --format 'Output format [default: human]'
            cand --color 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code [default: auto]'
            cand --fen 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;help'= {
            cand show 'Show every representation of each VALUE'
            cand calc 'Evaluate an expression and show the result'
            cand sets 'List the named sets VALUEs may use'
            cand scan 'Bitscan and serialize: the members in LS1B-first (or other) order, or one index'
            cand position 'A position from FEN: its piece sets, side to move, castling, en passant, clocks'
            cand popcount 'The number of members of each VALUE, or of 1 bits in a file (--file)'
            cand hamming 'The Hamming distance of two sets: popcount(a ^ b)'
            cand popcount3 'popcount(x) + popcount(y) + popcount(z) by the odd/major trick'
            cand popcount-sum 'popCount(x1) + ... + popCount(xn) of up to 15 sets, from the odd/major digit sets'
            cand weighted 'The dot product of a set with 64 byte weights (the SSE2 page''s weighted popcount)'
            cand popcount-weight8 'popCountWeight8: the popcounts of up to eight sets times signed weights, summed (SSE2 page)'
            cand attacks 'The squares a piece attacks, from one square or from a whole set (--from)'
            cand pushes 'Single and double pawn-push targets (Pawn Pushes)'
            cand explain 'How the table methods find a slider''s attacks: mask, PEXT index, magic index'
            cand subsets 'Every subset of a set, by the carry-rippler (Traversing Subsets of a Set)'
            cand magics 'Search fancy magics from a seed and compare them with the checked-in ones'
            cand and 'Intersection of two or more sets: a & b & ...'
            cand or 'Union of two or more sets: a | b | ...'
            cand xor 'Symmetric difference (xor-sum) of two or more sets: a ^ b ^ ...'
            cand not 'Complement set: ~a'
            cand andn 'Relative complement of A in B, ~a & b, as BMI1 ANDN computes it'
            cand sub 'A without B: a & ~b'
            cand nand 'Complement of the intersection: ~(a & b)'
            cand nor 'Complement of the union: ~(a | b)'
            cand xnor 'Equivalence, the squares where both agree: ~(a ^ b)'
            cand implies 'Material implication: ~a | b'
            cand is 'Test a set or two: exit 0 when true, 1 when false (-q prints nothing)'
            cand xorswap 'Swap two sets by three xors, or by the page''s masked form (--mask)'
            cand at-least-double 'The squares in at least two of the sets, by the O(n) loop of Greater One Sets'
            cand two-adic 'The 2-adic masks -1/(2^(2^i) + 1) and -1/(2^(2^i) - 1) for i = 0..5'
            cand shift 'Shift every member one or more steps in a compass direction, without wrapping'
            cand shl 'Shift all 64 bits left (towards h8) by N'
            cand shr 'Shift all 64 bits right (towards a1) by N'
            cand rotl 'Rotate all 64 bits left by N'
            cand rotr 'Rotate all 64 bits right by N'
            cand genshift 'The generalized shift: left for positive S, right for negative S'
            cand flip 'Flip the board about an axis, by bswap and delta swaps'
            cand rotate 'Rotate the board clockwise by 90, 180 or 270 degrees'
            cand reverse 'Reverse all 64 bits (bit i goes to 63 - i)'
            cand swap 'Swap bits: by a mask and a delta (deltaSwap), or two ranges (swapNBits)'
            cand permute 'Permute the bits any way by Knuth''s network of 11 delta swaps'
            cand remap 'Renumber a set between the eight square mappings (LERF, BERF, LEFR ...)'
            cand bit 'BMI1, BMI2, TBM and LS1B operations: `bit OP VALUE [ARGS]` (`bit --list`)'
            cand pext 'Parallel bits extract: gather the bits of VALUE under MASK into the low bits'
            cand pdep 'Parallel bits deposit: scatter the low bits of VALUE to the bits of MASK'
            cand swar 'Byte-wise add, subtract or average without carries between bytes (SWAR)'
            cand kogge-stone-add 'Add by the Kogge-Stone parallel-prefix adder (equal to wrapping add)'
            cand counts 'How many of up to 15 sets hold each square: the exactly-k and at-least-k sets'
            cand ternlog 'VPTERNLOG: any bitwise function of three sets, chosen by an 8-bit truth table'
            cand east-attacks 'East attacks of slider sets by byte-wise fill subtraction (SSE2 and MMX pages)'
            cand psign 'PSIGN: lanes of A negated, zeroed or kept by the signs of B''s lanes (SSSE3 page)'
            cand lanes 'AVX-512, AVX2 and XOP instructions on up to eight bitboards, one per lane'
            cand cpuinfo 'CPU vendor, model, features with their CPUID bits, and the method chosen per family'
            cand methods 'List every method of every family (or of one), and which this CPU runs'
            cand bench 'Time every method of every family on this machine; flag slow automatic choices'
            cand gen 'Print attack, magic, PEXT, between, line or ray tables as C, Rust or Python source'
            cand completions 'Print a shell completion script'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bbtool;help;show'= {
        }
        &'bbtool;help;calc'= {
        }
        &'bbtool;help;sets'= {
        }
        &'bbtool;help;scan'= {
        }
        &'bbtool;help;position'= {
        }
        &'bbtool;help;popcount'= {
        }
        &'bbtool;help;hamming'= {
        }
        &'bbtool;help;popcount3'= {
        }
        &'bbtool;help;popcount-sum'= {
        }
        &'bbtool;help;weighted'= {
        }
        &'bbtool;help;popcount-weight8'= {
        }
        &'bbtool;help;attacks'= {
        }
        &'bbtool;help;pushes'= {
        }
        &'bbtool;help;explain'= {
        }
        &'bbtool;help;subsets'= {
        }
        &'bbtool;help;magics'= {
        }
        &'bbtool;help;and'= {
        }
        &'bbtool;help;or'= {
        }
        &'bbtool;help;xor'= {
        }
        &'bbtool;help;not'= {
        }
        &'bbtool;help;andn'= {
        }
        &'bbtool;help;sub'= {
        }
        &'bbtool;help;nand'= {
        }
        &'bbtool;help;nor'= {
        }
        &'bbtool;help;xnor'= {
        }
        &'bbtool;help;implies'= {
        }
        &'bbtool;help;is'= {
        }
        &'bbtool;help;xorswap'= {
        }
        &'bbtool;help;at-least-double'= {
        }
        &'bbtool;help;two-adic'= {
        }
        &'bbtool;help;shift'= {
        }
        &'bbtool;help;shl'= {
        }
        &'bbtool;help;shr'= {
        }
        &'bbtool;help;rotl'= {
        }
        &'bbtool;help;rotr'= {
        }
        &'bbtool;help;genshift'= {
        }
        &'bbtool;help;flip'= {
        }
        &'bbtool;help;rotate'= {
        }
        &'bbtool;help;reverse'= {
        }
        &'bbtool;help;swap'= {
        }
        &'bbtool;help;permute'= {
        }
        &'bbtool;help;remap'= {
        }
        &'bbtool;help;bit'= {
        }
        &'bbtool;help;pext'= {
        }
        &'bbtool;help;pdep'= {
        }
        &'bbtool;help;swar'= {
        }
        &'bbtool;help;kogge-stone-add'= {
        }
        &'bbtool;help;counts'= {
        }
        &'bbtool;help;ternlog'= {
        }
        &'bbtool;help;east-attacks'= {
        }
        &'bbtool;help;psign'= {
        }
        &'bbtool;help;lanes'= {
        }
        &'bbtool;help;cpuinfo'= {
        }
        &'bbtool;help;methods'= {
        }
        &'bbtool;help;bench'= {
        }
        &'bbtool;help;gen'= {
        }
        &'bbtool;help;completions'= {
        }
        &'bbtool;help;help'= {
        }
    ]
    $completions[$command]
}

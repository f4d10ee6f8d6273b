
using namespace System.Management.Automation
using namespace System.Management.Automation.Language

Register-ArgumentCompleter -Native -CommandName 'bbtool' -ScriptBlock {
    param($wordToComplete, $commandAst, $cursorPosition)

    $commandElements = $commandAst.CommandElements
    $command = @(
        'bbtool'
        for ($i = 1; $i -lt $commandElements.Count; $i++) {
            $element = $commandElements[$i]
            if ($element -isnot [StringConstantExpressionAst] -or
                $element.StringConstantType -ne [StringConstantType]::BareWord -or
                $element.Value.StartsWith('-') -or
                $element.Value -eq $wordToComplete) {
                break
        }
        $element.Value
    }) -join ';'

    $completions = @(switch ($command) {
        'bbtool' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show every representation of each VALUE')
            [CompletionResult]::new('calc', 'calc', [CompletionResultType]::ParameterValue, 'Evaluate an expression and show the result')
            [CompletionResult]::new('sets', 'sets', [CompletionResultType]::ParameterValue, 'List the named sets VALUEs may use')
            [CompletionResult]::new('scan', 'scan', [CompletionResultType]::ParameterValue, 'Bitscan and serialize: the members in LS1B-first (or other) order, or one index')
            [CompletionResult]::new('position', 'position', [CompletionResultType]::ParameterValue, 'A position from FEN: its piece sets, side to move, castling, en passant, clocks')
            [CompletionResult]::new('fen', 'fen', [CompletionResultType]::ParameterValue, 'A position from FEN: its piece sets, side to move, castling, en passant, clocks')
            [CompletionResult]::new('popcount', 'popcount', [CompletionResultType]::ParameterValue, 'The number of members of each VALUE, or of 1 bits in a file (--file)')
            [CompletionResult]::new('count', 'count', [CompletionResultType]::ParameterValue, 'The number of members of each VALUE, or of 1 bits in a file (--file)')
            [CompletionResult]::new('hamming', 'hamming', [CompletionResultType]::ParameterValue, 'The Hamming distance of two sets: popcount(a ^ b)')
            [CompletionResult]::new('popcount3', 'popcount3', [CompletionResultType]::ParameterValue, 'popcount(x) + popcount(y) + popcount(z) by the odd/major trick')
            [CompletionResult]::new('popcount-sum', 'popcount-sum', [CompletionResultType]::ParameterValue, 'popCount(x1) + ... + popCount(xn) of up to 15 sets, from the odd/major digit sets')
            [CompletionResult]::new('weighted', 'weighted', [CompletionResultType]::ParameterValue, 'The dot product of a set with 64 byte weights (the SSE2 page''s weighted popcount)')
            [CompletionResult]::new('popcount-weight8', 'popcount-weight8', [CompletionResultType]::ParameterValue, 'popCountWeight8: the popcounts of up to eight sets times signed weights, summed (SSE2 page)')
            [CompletionResult]::new('attacks', 'attacks', [CompletionResultType]::ParameterValue, 'The squares a piece attacks, from one square or from a whole set (--from)')
            [CompletionResult]::new('pushes', 'pushes', [CompletionResultType]::ParameterValue, 'Single and double pawn-push targets (Pawn Pushes)')
            [CompletionResult]::new('explain', 'explain', [CompletionResultType]::ParameterValue, 'How the table methods find a slider''s attacks: mask, PEXT index, magic index')
            [CompletionResult]::new('subsets', 'subsets', [CompletionResultType]::ParameterValue, 'Every subset of a set, by the carry-rippler (Traversing Subsets of a Set)')
            [CompletionResult]::new('magics', 'magics', [CompletionResultType]::ParameterValue, 'Search fancy magics from a seed and compare them with the checked-in ones')
            [CompletionResult]::new('and', 'and', [CompletionResultType]::ParameterValue, 'Intersection of two or more sets: a & b & ...')
            [CompletionResult]::new('or', 'or', [CompletionResultType]::ParameterValue, 'Union of two or more sets: a | b | ...')
            [CompletionResult]::new('xor', 'xor', [CompletionResultType]::ParameterValue, 'Symmetric difference (xor-sum) of two or more sets: a ^ b ^ ...')
            [CompletionResult]::new('not', 'not', [CompletionResultType]::ParameterValue, 'Complement set: ~a')
            [CompletionResult]::new('andn', 'andn', [CompletionResultType]::ParameterValue, 'Relative complement of A in B, ~a & b, as BMI1 ANDN computes it')
            [CompletionResult]::new('sub', 'sub', [CompletionResultType]::ParameterValue, 'A without B: a & ~b')
            [CompletionResult]::new('nand', 'nand', [CompletionResultType]::ParameterValue, 'Complement of the intersection: ~(a & b)')
            [CompletionResult]::new('nor', 'nor', [CompletionResultType]::ParameterValue, 'Complement of the union: ~(a | b)')
            [CompletionResult]::new('xnor', 'xnor', [CompletionResultType]::ParameterValue, 'Equivalence, the squares where both agree: ~(a ^ b)')
            [CompletionResult]::new('implies', 'implies', [CompletionResultType]::ParameterValue, 'Material implication: ~a | b')
            [CompletionResult]::new('is', 'is', [CompletionResultType]::ParameterValue, 'Test a set or two: exit 0 when true, 1 when false (-q prints nothing)')
            [CompletionResult]::new('xorswap', 'xorswap', [CompletionResultType]::ParameterValue, 'Swap two sets by three xors, or by the page''s masked form (--mask)')
            [CompletionResult]::new('at-least-double', 'at-least-double', [CompletionResultType]::ParameterValue, 'The squares in at least two of the sets, by the O(n) loop of Greater One Sets')
            [CompletionResult]::new('two-adic', 'two-adic', [CompletionResultType]::ParameterValue, 'The 2-adic masks -1/(2^(2^i) + 1) and -1/(2^(2^i) - 1) for i = 0..5')
            [CompletionResult]::new('shift', 'shift', [CompletionResultType]::ParameterValue, 'Shift every member one or more steps in a compass direction, without wrapping')
            [CompletionResult]::new('shl', 'shl', [CompletionResultType]::ParameterValue, 'Shift all 64 bits left (towards h8) by N')
            [CompletionResult]::new('shr', 'shr', [CompletionResultType]::ParameterValue, 'Shift all 64 bits right (towards a1) by N')
            [CompletionResult]::new('rotl', 'rotl', [CompletionResultType]::ParameterValue, 'Rotate all 64 bits left by N')
            [CompletionResult]::new('rotr', 'rotr', [CompletionResultType]::ParameterValue, 'Rotate all 64 bits right by N')
            [CompletionResult]::new('genshift', 'genshift', [CompletionResultType]::ParameterValue, 'The generalized shift: left for positive S, right for negative S')
            [CompletionResult]::new('flip', 'flip', [CompletionResultType]::ParameterValue, 'Flip the board about an axis, by bswap and delta swaps')
            [CompletionResult]::new('rotate', 'rotate', [CompletionResultType]::ParameterValue, 'Rotate the board clockwise by 90, 180 or 270 degrees')
            [CompletionResult]::new('reverse', 'reverse', [CompletionResultType]::ParameterValue, 'Reverse all 64 bits (bit i goes to 63 - i)')
            [CompletionResult]::new('swap', 'swap', [CompletionResultType]::ParameterValue, 'Swap bits: by a mask and a delta (deltaSwap), or two ranges (swapNBits)')
            [CompletionResult]::new('permute', 'permute', [CompletionResultType]::ParameterValue, 'Permute the bits any way by Knuth''s network of 11 delta swaps')
            [CompletionResult]::new('remap', 'remap', [CompletionResultType]::ParameterValue, 'Renumber a set between the eight square mappings (LERF, BERF, LEFR ...)')
            [CompletionResult]::new('bit', 'bit', [CompletionResultType]::ParameterValue, 'BMI1, BMI2, TBM and LS1B operations: `bit OP VALUE [ARGS]` (`bit --list`)')
            [CompletionResult]::new('pext', 'pext', [CompletionResultType]::ParameterValue, 'Parallel bits extract: gather the bits of VALUE under MASK into the low bits')
            [CompletionResult]::new('pdep', 'pdep', [CompletionResultType]::ParameterValue, 'Parallel bits deposit: scatter the low bits of VALUE to the bits of MASK')
            [CompletionResult]::new('swar', 'swar', [CompletionResultType]::ParameterValue, 'Byte-wise add, subtract or average without carries between bytes (SWAR)')
            [CompletionResult]::new('kogge-stone-add', 'kogge-stone-add', [CompletionResultType]::ParameterValue, 'Add by the Kogge-Stone parallel-prefix adder (equal to wrapping add)')
            [CompletionResult]::new('counts', 'counts', [CompletionResultType]::ParameterValue, 'How many of up to 15 sets hold each square: the exactly-k and at-least-k sets')
            [CompletionResult]::new('ternlog', 'ternlog', [CompletionResultType]::ParameterValue, 'VPTERNLOG: any bitwise function of three sets, chosen by an 8-bit truth table')
            [CompletionResult]::new('east-attacks', 'east-attacks', [CompletionResultType]::ParameterValue, 'East attacks of slider sets by byte-wise fill subtraction (SSE2 and MMX pages)')
            [CompletionResult]::new('psign', 'psign', [CompletionResultType]::ParameterValue, 'PSIGN: lanes of A negated, zeroed or kept by the signs of B''s lanes (SSSE3 page)')
            [CompletionResult]::new('lanes', 'lanes', [CompletionResultType]::ParameterValue, 'The vector instructions `lanes` runs')
            [CompletionResult]::new('cpuinfo', 'cpuinfo', [CompletionResultType]::ParameterValue, 'CPU vendor, model, features with their CPUID bits, and the method chosen per family')
            [CompletionResult]::new('methods', 'methods', [CompletionResultType]::ParameterValue, 'List every method of every family (or of one), and which this CPU runs')
            [CompletionResult]::new('bench', 'bench', [CompletionResultType]::ParameterValue, 'Time every method of every family on this machine; flag slow automatic choices')
            [CompletionResult]::new('gen', 'gen', [CompletionResultType]::ParameterValue, 'Print attack, magic, PEXT, between, line or ray tables as C, Rust or Python source')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bbtool;show' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--bytes', '--bytes', [CompletionResultType]::ParameterName, 'Also print the eight bytes in little-endian memory order')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;calc' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;sets' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;scan' {
            [CompletionResult]::new('--split', '--split', [CompletionResultType]::ParameterName, 'The non-empty double words, words or bytes, least significant first: each part''s number, its value (a lookup index) and its bits in place')
            [CompletionResult]::new('--king', '--king', [CompletionResultType]::ParameterName, 'The magic move list of a king on SQ: VALUE must be among its targets')
            [CompletionResult]::new('--knight', '--knight', [CompletionResultType]::ParameterName, 'The magic move list of a knight on SQ: VALUE must be among its targets')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--reverse', '--reverse', [CompletionResultType]::ParameterName, 'Visit the members MS1B first (bitscan reverse)')
            [CompletionResult]::new('--flip', '--flip', [CompletionResultType]::ParameterName, 'Visit the members in the colour-symmetric order: rank 8 first, files a to h')
            [CompletionResult]::new('--first', '--first', [CompletionResultType]::ParameterName, 'Print only the index of the LS1B (bitscan forward); exit 1 on the empty set (with -q, print nothing: the exit status says whether the set has a member)')
            [CompletionResult]::new('--last', '--last', [CompletionResultType]::ParameterName, 'Print only the index of the MS1B (bitscan reverse); exit 1 on the empty set')
            [CompletionResult]::new('--isolated', '--isolated', [CompletionResultType]::ParameterName, 'The isolated-bit loop: each LS1B as a set of its own (`x & -x`, then `x &= x - 1`)')
            [CompletionResult]::new('--with-reset', '--with-reset', [CompletionResultType]::ParameterName, 'Bitscan with reset: each index with the set left after resetting that bit')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;position' {
            [CompletionResult]::new('--move', '--move', [CompletionResultType]::ParameterName, 'Make a move first (FROM TO as `e2e4`, a promotion''s piece after them as `e7e8q`), by the xor updates of General Setwise Operations'' "Update by Move"; repeat for several. Each must be pseudo-legal (the side to move''s piece, moving as it can; castling with the right and empty squares between king and rook); check is not looked at')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;fen' {
            [CompletionResult]::new('--move', '--move', [CompletionResultType]::ParameterName, 'Make a move first (FROM TO as `e2e4`, a promotion''s piece after them as `e7e8q`), by the xor updates of General Setwise Operations'' "Update by Move"; repeat for several. Each must be pseudo-legal (the side to move''s piece, moving as it can; castling with the right and empty squares between king and rook); check is not looked at')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;popcount' {
            [CompletionResult]::new('--width', '--width', [CompletionResultType]::ParameterName, 'Count VALUEs as 16- or 32-bit words (`_popcnt16`, `_popcnt`); a wider value is refused')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Count the 1 bits of a file instead (`-`: standard input), streamed with the fastest bulk method')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;count' {
            [CompletionResult]::new('--width', '--width', [CompletionResultType]::ParameterName, 'Count VALUEs as 16- or 32-bit words (`_popcnt16`, `_popcnt`); a wider value is refused')
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Count the 1 bits of a file instead (`-`: standard input), streamed with the fastest bulk method')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;hamming' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;popcount3' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;popcount-sum' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;weighted' {
            [CompletionResult]::new('--weights', '--weights', [CompletionResultType]::ParameterName, '`center` (6 minus the distance to the centre) or 64 comma-separated weights 0-255, a1 first')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;popcount-weight8' {
            [CompletionResult]::new('--weights', '--weights', [CompletionResultType]::ParameterName, 'One weight from -32768 to 32767 per set, comma-separated (default: all 1)')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;attacks' {
            [CompletionResult]::new('--occ', '--occ', [CompletionResultType]::ParameterName, 'The occupied squares (default none; `-` reads one per line)')
            [CompletionResult]::new('--from', '--from', [CompletionResultType]::ParameterName, 'A whole set of pieces: the union of their attacks (`-` reads one per line)')
            [CompletionResult]::new('--side', '--side', [CompletionResultType]::ParameterName, 'The pawn''s side: white (default) moves north, black south. Only pawns use it; other pieces accept and ignore it')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;pushes' {
            [CompletionResult]::new('--occ', '--occ', [CompletionResultType]::ParameterName, 'The occupied squares (default none; `-` reads one per line)')
            [CompletionResult]::new('--side', '--side', [CompletionResultType]::ParameterName, 'The pawns'' side: white (default) pushes north, black south')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;explain' {
            [CompletionResult]::new('--occ', '--occ', [CompletionResultType]::ParameterName, 'The occupied squares (default none; `-` reads one per line)')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;subsets' {
            [CompletionResult]::new('--limit', '--limit', [CompletionResultType]::ParameterName, 'Print at most N subsets (of each set)')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;magics' {
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'The seed of the search, decimal or 0x hex (default: the seed of the checked-in magics)')
            [CompletionResult]::new('--piece', '--piece', [CompletionResultType]::ParameterName, 'Only rook or only bishop magics')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;and' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;or' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;xor' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;not' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;andn' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;sub' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;nand' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;nor' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;xnor' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;implies' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;is' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;xorswap' {
            [CompletionResult]::new('--mask', '--mask', [CompletionResultType]::ParameterName, 'The page''s masked xor swap: A becomes B, and B takes A''s bits where MASK is one')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;at-least-double' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--pairwise', '--pairwise', [CompletionResultType]::ParameterName, 'The O(n^2) union of all pairwise intersections, the page''s definition')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;two-adic' {
            [CompletionResult]::new('--index', '--index', [CompletionResultType]::ParameterName, 'Only the mask of this i (0 to 5)')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--minus', '--minus', [CompletionResultType]::ParameterName, 'With --index: the -1/(2^(2^i) - 1) mask instead of -1/(2^(2^i) + 1)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;shift' {
            [CompletionResult]::new('--steps', '--steps', [CompletionResultType]::ParameterName, 'How many steps')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;shl' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;shr' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;rotl' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;rotr' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;genshift' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;flip' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;rotate' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;reverse' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;swap' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('delta', 'delta', [CompletionResultType]::ParameterValue, 'Swap each bit of MASK with the bit DELTA places above it (deltaSwap)')
            [CompletionResult]::new('bits', 'bits', [CompletionResultType]::ParameterValue, 'Swap the N bits from bit I with the N bits from bit J (swapNBits)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bbtool;swap;delta' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;swap;bits' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;swap;help' {
            [CompletionResult]::new('delta', 'delta', [CompletionResultType]::ParameterValue, 'Swap each bit of MASK with the bit DELTA places above it (deltaSwap)')
            [CompletionResult]::new('bits', 'bits', [CompletionResultType]::ParameterValue, 'Swap the N bits from bit I with the N bits from bit J (swapNBits)')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bbtool;swap;help;delta' {
            break
        }
        'bbtool;swap;help;bits' {
            break
        }
        'bbtool;swap;help;help' {
            break
        }
        'bbtool;permute' {
            [CompletionResult]::new('--map', '--map', [CompletionResultType]::ParameterName, 'Where each bit goes: a transform''s name or 64 destinations, a1''s first')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;remap' {
            [CompletionResult]::new('--from', '--from', [CompletionResultType]::ParameterName, 'The mapping VALUE is numbered in')
            [CompletionResult]::new('--to', '--to', [CompletionResultType]::ParameterName, 'The mapping to renumber into')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--list', '--list', [CompletionResultType]::ParameterName, 'List the eight mappings with a diagram of each one''s square numbering')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;bit' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--list', '--list', [CompletionResultType]::ParameterName, 'List the operations with their operands and formulas')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;pext' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;pdep' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;swar' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;kogge-stone-add' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;counts' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;ternlog' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--table', '--table', [CompletionResultType]::ParameterName, 'Print the truth table as the AVX-512 page does')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;east-attacks' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;psign' {
            [CompletionResult]::new('--width', '--width', [CompletionResultType]::ParameterName, 'The lane width in bits: 8, 16 or 32')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;lanes' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('lzcnt', 'lzcnt', [CompletionResultType]::ParameterValue, 'VPLZCNTQ: the leading zeros of each lane (64 for an empty lane)')
            [CompletionResult]::new('ternlog', 'ternlog', [CompletionResultType]::ParameterValue, 'VPTERNLOGQ: ternary logic per lane, IMM8 then A B C for each lane')
            [CompletionResult]::new('popcntd', 'popcntd', [CompletionResultType]::ParameterValue, 'VPOPCNTD: the popcount of each double word, low then high of each VALUE')
            [CompletionResult]::new('genshift', 'genshift', [CompletionResultType]::ParameterValue, 'VPSLLVQ/VPSRLVQ (AVX2) or VPSHLQ (XOP): each lane''s generalized shift by its own S')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bbtool;lanes;lzcnt' {
            [CompletionResult]::new('--mask', '--mask', [CompletionResultType]::ParameterName, 'Write only the lanes whose bit is set in K (0 to 255); the others are zeroed')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--merge', '--merge', [CompletionResultType]::ParameterName, 'With --mask: unmasked lanes keep the first source instead of being zeroed')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;lanes;ternlog' {
            [CompletionResult]::new('--mask', '--mask', [CompletionResultType]::ParameterName, 'Write only the lanes whose bit is set in K (0 to 255); the others are zeroed')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--merge', '--merge', [CompletionResultType]::ParameterName, 'With --mask: unmasked lanes keep the first source instead of being zeroed')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;lanes;popcntd' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;lanes;genshift' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;lanes;help' {
            [CompletionResult]::new('lzcnt', 'lzcnt', [CompletionResultType]::ParameterValue, 'VPLZCNTQ: the leading zeros of each lane (64 for an empty lane)')
            [CompletionResult]::new('ternlog', 'ternlog', [CompletionResultType]::ParameterValue, 'VPTERNLOGQ: ternary logic per lane, IMM8 then A B C for each lane')
            [CompletionResult]::new('popcntd', 'popcntd', [CompletionResultType]::ParameterValue, 'VPOPCNTD: the popcount of each double word, low then high of each VALUE')
            [CompletionResult]::new('genshift', 'genshift', [CompletionResultType]::ParameterValue, 'VPSLLVQ/VPSRLVQ (AVX2) or VPSHLQ (XOP): each lane''s generalized shift by its own S')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bbtool;lanes;help;lzcnt' {
            break
        }
        'bbtool;lanes;help;ternlog' {
            break
        }
        'bbtool;lanes;help;popcntd' {
            break
        }
        'bbtool;lanes;help;genshift' {
            break
        }
        'bbtool;lanes;help;help' {
            break
        }
        'bbtool;cpuinfo' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;methods' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;bench' {
            [CompletionResult]::new('--seed', '--seed', [CompletionResultType]::ParameterName, 'The seed of the pseudo-random inputs (decimal or 0x hex)')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--quick', '--quick', [CompletionResultType]::ParameterName, 'About 5 seconds in all instead of about 40')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;gen' {
            [CompletionResult]::new('--lang', '--lang', [CompletionResultType]::ParameterName, 'The language of the source')
            [CompletionResult]::new('--name', '--name', [CompletionResultType]::ParameterName, 'A prefix for every generated name (letters, digits and _)')
            [CompletionResult]::new('--magics-seed', '--magics-seed', [CompletionResultType]::ParameterName, 'Search the magics from this seed, decimal or 0x hex (rook-magics, bishop-magics)')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;completions' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format [default: human]')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour: auto (a terminal or CLICOLOR_FORCE=1, and NO_COLOR unset or empty), always, never [default: auto]')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code [default: auto]')
            [CompletionResult]::new('--fen', '--fen', [CompletionResultType]::ParameterName, 'A position (FEN, or `startpos`): VALUEs may name its sets (white, pawns, R, ep ...)')
            [CompletionResult]::new('--json', '--json', [CompletionResultType]::ParameterName, 'Same as --format json')
            [CompletionResult]::new('--all-methods', '--all-methods', [CompletionResultType]::ParameterName, 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree')
            [CompletionResult]::new('-q', '-q', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('--quiet', '--quiet', [CompletionResultType]::ParameterName, 'Predicates: print nothing, only set the exit status')
            [CompletionResult]::new('-h', '-h', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('--help', '--help', [CompletionResultType]::ParameterName, 'Print help (see more with ''--help'')')
            [CompletionResult]::new('-V', '-V ', [CompletionResultType]::ParameterName, 'Print version')
            [CompletionResult]::new('--version', '--version', [CompletionResultType]::ParameterName, 'Print version')
            break
        }
        'bbtool;help' {
            [CompletionResult]::new('show', 'show', [CompletionResultType]::ParameterValue, 'Show every representation of each VALUE')
            [CompletionResult]::new('calc', 'calc', [CompletionResultType]::ParameterValue, 'Evaluate an expression and show the result')
            [CompletionResult]::new('sets', 'sets', [CompletionResultType]::ParameterValue, 'List the named sets VALUEs may use')
            [CompletionResult]::new('scan', 'scan', [CompletionResultType]::ParameterValue, 'Bitscan and serialize: the members in LS1B-first (or other) order, or one index')
            [CompletionResult]::new('position', 'position', [CompletionResultType]::ParameterValue, 'A position from FEN: its piece sets, side to move, castling, en passant, clocks')
            [CompletionResult]::new('popcount', 'popcount', [CompletionResultType]::ParameterValue, 'The number of members of each VALUE, or of 1 bits in a file (--file)')
            [CompletionResult]::new('hamming', 'hamming', [CompletionResultType]::ParameterValue, 'The Hamming distance of two sets: popcount(a ^ b)')
            [CompletionResult]::new('popcount3', 'popcount3', [CompletionResultType]::ParameterValue, 'popcount(x) + popcount(y) + popcount(z) by the odd/major trick')
            [CompletionResult]::new('popcount-sum', 'popcount-sum', [CompletionResultType]::ParameterValue, 'popCount(x1) + ... + popCount(xn) of up to 15 sets, from the odd/major digit sets')
            [CompletionResult]::new('weighted', 'weighted', [CompletionResultType]::ParameterValue, 'The dot product of a set with 64 byte weights (the SSE2 page''s weighted popcount)')
            [CompletionResult]::new('popcount-weight8', 'popcount-weight8', [CompletionResultType]::ParameterValue, 'popCountWeight8: the popcounts of up to eight sets times signed weights, summed (SSE2 page)')
            [CompletionResult]::new('attacks', 'attacks', [CompletionResultType]::ParameterValue, 'The squares a piece attacks, from one square or from a whole set (--from)')
            [CompletionResult]::new('pushes', 'pushes', [CompletionResultType]::ParameterValue, 'Single and double pawn-push targets (Pawn Pushes)')
            [CompletionResult]::new('explain', 'explain', [CompletionResultType]::ParameterValue, 'How the table methods find a slider''s attacks: mask, PEXT index, magic index')
            [CompletionResult]::new('subsets', 'subsets', [CompletionResultType]::ParameterValue, 'Every subset of a set, by the carry-rippler (Traversing Subsets of a Set)')
            [CompletionResult]::new('magics', 'magics', [CompletionResultType]::ParameterValue, 'Search fancy magics from a seed and compare them with the checked-in ones')
            [CompletionResult]::new('and', 'and', [CompletionResultType]::ParameterValue, 'Intersection of two or more sets: a & b & ...')
            [CompletionResult]::new('or', 'or', [CompletionResultType]::ParameterValue, 'Union of two or more sets: a | b | ...')
            [CompletionResult]::new('xor', 'xor', [CompletionResultType]::ParameterValue, 'Symmetric difference (xor-sum) of two or more sets: a ^ b ^ ...')
            [CompletionResult]::new('not', 'not', [CompletionResultType]::ParameterValue, 'Complement set: ~a')
            [CompletionResult]::new('andn', 'andn', [CompletionResultType]::ParameterValue, 'Relative complement of A in B, ~a & b, as BMI1 ANDN computes it')
            [CompletionResult]::new('sub', 'sub', [CompletionResultType]::ParameterValue, 'A without B: a & ~b')
            [CompletionResult]::new('nand', 'nand', [CompletionResultType]::ParameterValue, 'Complement of the intersection: ~(a & b)')
            [CompletionResult]::new('nor', 'nor', [CompletionResultType]::ParameterValue, 'Complement of the union: ~(a | b)')
            [CompletionResult]::new('xnor', 'xnor', [CompletionResultType]::ParameterValue, 'Equivalence, the squares where both agree: ~(a ^ b)')
            [CompletionResult]::new('implies', 'implies', [CompletionResultType]::ParameterValue, 'Material implication: ~a | b')
            [CompletionResult]::new('is', 'is', [CompletionResultType]::ParameterValue, 'Test a set or two: exit 0 when true, 1 when false (-q prints nothing)')
            [CompletionResult]::new('xorswap', 'xorswap', [CompletionResultType]::ParameterValue, 'Swap two sets by three xors, or by the page''s masked form (--mask)')
            [CompletionResult]::new('at-least-double', 'at-least-double', [CompletionResultType]::ParameterValue, 'The squares in at least two of the sets, by the O(n) loop of Greater One Sets')
            [CompletionResult]::new('two-adic', 'two-adic', [CompletionResultType]::ParameterValue, 'The 2-adic masks -1/(2^(2^i) + 1) and -1/(2^(2^i) - 1) for i = 0..5')
            [CompletionResult]::new('shift', 'shift', [CompletionResultType]::ParameterValue, 'Shift every member one or more steps in a compass direction, without wrapping')
            [CompletionResult]::new('shl', 'shl', [CompletionResultType]::ParameterValue, 'Shift all 64 bits left (towards h8) by N')
            [CompletionResult]::new('shr', 'shr', [CompletionResultType]::ParameterValue, 'Shift all 64 bits right (towards a1) by N')
            [CompletionResult]::new('rotl', 'rotl', [CompletionResultType]::ParameterValue, 'Rotate all 64 bits left by N')
            [CompletionResult]::new('rotr', 'rotr', [CompletionResultType]::ParameterValue, 'Rotate all 64 bits right by N')
            [CompletionResult]::new('genshift', 'genshift', [CompletionResultType]::ParameterValue, 'The generalized shift: left for positive S, right for negative S')
            [CompletionResult]::new('flip', 'flip', [CompletionResultType]::ParameterValue, 'Flip the board about an axis, by bswap and delta swaps')
            [CompletionResult]::new('rotate', 'rotate', [CompletionResultType]::ParameterValue, 'Rotate the board clockwise by 90, 180 or 270 degrees')
            [CompletionResult]::new('reverse', 'reverse', [CompletionResultType]::ParameterValue, 'Reverse all 64 bits (bit i goes to 63 - i)')
            [CompletionResult]::new('swap', 'swap', [CompletionResultType]::ParameterValue, 'Swap bits: by a mask and a delta (deltaSwap), or two ranges (swapNBits)')
            [CompletionResult]::new('permute', 'permute', [CompletionResultType]::ParameterValue, 'Permute the bits any way by Knuth''s network of 11 delta swaps')
            [CompletionResult]::new('remap', 'remap', [CompletionResultType]::ParameterValue, 'Renumber a set between the eight square mappings (LERF, BERF, LEFR ...)')
            [CompletionResult]::new('bit', 'bit', [CompletionResultType]::ParameterValue, 'BMI1, BMI2, TBM and LS1B operations: `bit OP VALUE [ARGS]` (`bit --list`)')
            [CompletionResult]::new('pext', 'pext', [CompletionResultType]::ParameterValue, 'Parallel bits extract: gather the bits of VALUE under MASK into the low bits')
            [CompletionResult]::new('pdep', 'pdep', [CompletionResultType]::ParameterValue, 'Parallel bits deposit: scatter the low bits of VALUE to the bits of MASK')
            [CompletionResult]::new('swar', 'swar', [CompletionResultType]::ParameterValue, 'Byte-wise add, subtract or average without carries between bytes (SWAR)')
            [CompletionResult]::new('kogge-stone-add', 'kogge-stone-add', [CompletionResultType]::ParameterValue, 'Add by the Kogge-Stone parallel-prefix adder (equal to wrapping add)')
            [CompletionResult]::new('counts', 'counts', [CompletionResultType]::ParameterValue, 'How many of up to 15 sets hold each square: the exactly-k and at-least-k sets')
            [CompletionResult]::new('ternlog', 'ternlog', [CompletionResultType]::ParameterValue, 'VPTERNLOG: any bitwise function of three sets, chosen by an 8-bit truth table')
            [CompletionResult]::new('east-attacks', 'east-attacks', [CompletionResultType]::ParameterValue, 'East attacks of slider sets by byte-wise fill subtraction (SSE2 and MMX pages)')
            [CompletionResult]::new('psign', 'psign', [CompletionResultType]::ParameterValue, 'PSIGN: lanes of A negated, zeroed or kept by the signs of B''s lanes (SSSE3 page)')
            [CompletionResult]::new('lanes', 'lanes', [CompletionResultType]::ParameterValue, 'AVX-512, AVX2 and XOP instructions on up to eight bitboards, one per lane')
            [CompletionResult]::new('cpuinfo', 'cpuinfo', [CompletionResultType]::ParameterValue, 'CPU vendor, model, features with their CPUID bits, and the method chosen per family')
            [CompletionResult]::new('methods', 'methods', [CompletionResultType]::ParameterValue, 'List every method of every family (or of one), and which this CPU runs')
            [CompletionResult]::new('bench', 'bench', [CompletionResultType]::ParameterValue, 'Time every method of every family on this machine; flag slow automatic choices')
            [CompletionResult]::new('gen', 'gen', [CompletionResultType]::ParameterValue, 'Print attack, magic, PEXT, between, line or ray tables as C, Rust or Python source')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bbtool;help;show' {
            break
        }
        'bbtool;help;calc' {
            break
        }
        'bbtool;help;sets' {
            break
        }
        'bbtool;help;scan' {
            break
        }
        'bbtool;help;position' {
            break
        }
        'bbtool;help;popcount' {
            break
        }
        'bbtool;help;hamming' {
            break
        }
        'bbtool;help;popcount3' {
            break
        }
        'bbtool;help;popcount-sum' {
            break
        }
        'bbtool;help;weighted' {
            break
        }
        'bbtool;help;popcount-weight8' {
            break
        }
        'bbtool;help;attacks' {
            break
        }
        'bbtool;help;pushes' {
            break
        }
        'bbtool;help;explain' {
            break
        }
        'bbtool;help;subsets' {
            break
        }
        'bbtool;help;magics' {
            break
        }
        'bbtool;help;and' {
            break
        }
        'bbtool;help;or' {
            break
        }
        'bbtool;help;xor' {
            break
        }
        'bbtool;help;not' {
            break
        }
        'bbtool;help;andn' {
            break
        }
        'bbtool;help;sub' {
            break
        }
        'bbtool;help;nand' {
            break
        }
        'bbtool;help;nor' {
            break
        }
        'bbtool;help;xnor' {
            break
        }
        'bbtool;help;implies' {
            break
        }
        'bbtool;help;is' {
            break
        }
        'bbtool;help;xorswap' {
            break
        }
        'bbtool;help;at-least-double' {
            break
        }
        'bbtool;help;two-adic' {
            break
        }
        'bbtool;help;shift' {
            break
        }
        'bbtool;help;shl' {
            break
        }
        'bbtool;help;shr' {
            break
        }
        'bbtool;help;rotl' {
            break
        }
        'bbtool;help;rotr' {
            break
        }
        'bbtool;help;genshift' {
            break
        }
        'bbtool;help;flip' {
            break
        }
        'bbtool;help;rotate' {
            break
        }
        'bbtool;help;reverse' {
            break
        }
        'bbtool;help;swap' {
            break
        }
        'bbtool;help;permute' {
            break
        }
        'bbtool;help;remap' {
            break
        }
        'bbtool;help;bit' {
            break
        }
        'bbtool;help;pext' {
            break
        }
        'bbtool;help;pdep' {
            break
        }
        'bbtool;help;swar' {
            break
        }
        'bbtool;help;kogge-stone-add' {
            break
        }
        'bbtool;help;counts' {
            break
        }
        'bbtool;help;ternlog' {
            break
        }
        'bbtool;help;east-attacks' {
            break
        }
        'bbtool;help;psign' {
            break
        }
        'bbtool;help;lanes' {
            break
        }
        'bbtool;help;cpuinfo' {
            break
        }
        'bbtool;help;methods' {
            break
        }
        'bbtool;help;bench' {
            break
        }
        'bbtool;help;gen' {
            break
        }
        'bbtool;help;completions' {
            break
        }
        'bbtool;help;help' {
            break
        }
    })

    $completions.Where{ $_.CompletionText -like "$wordToComplete*" } |
        Sort-Object -Property ListItemText
}

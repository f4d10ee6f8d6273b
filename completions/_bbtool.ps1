
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
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured by auto)')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code')
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
            [CompletionResult]::new('popcount', 'popcount', [CompletionResultType]::ParameterValue, 'The number of members of each VALUE, or of 1 bits in a file (--file)')
            [CompletionResult]::new('count', 'count', [CompletionResultType]::ParameterValue, 'The number of members of each VALUE, or of 1 bits in a file (--file)')
            [CompletionResult]::new('hamming', 'hamming', [CompletionResultType]::ParameterValue, 'The Hamming distance of two sets: popcount(a ^ b)')
            [CompletionResult]::new('popcount3', 'popcount3', [CompletionResultType]::ParameterValue, 'popcount(x) + popcount(y) + popcount(z) by the odd/major trick')
            [CompletionResult]::new('weighted', 'weighted', [CompletionResultType]::ParameterValue, 'The dot product of a set with 64 byte weights (the SSE2 page''s weighted popcount)')
            [CompletionResult]::new('attacks', 'attacks', [CompletionResultType]::ParameterValue, 'The squares a piece attacks, from one square or from a whole set (--from)')
            [CompletionResult]::new('pushes', 'pushes', [CompletionResultType]::ParameterValue, 'Single and double pawn-push targets (Pawn Pushes)')
            [CompletionResult]::new('explain', 'explain', [CompletionResultType]::ParameterValue, 'How the table methods find a slider''s attacks: mask, PEXT index, magic index')
            [CompletionResult]::new('subsets', 'subsets', [CompletionResultType]::ParameterValue, 'Every subset of a set, by the carry-rippler (Traversing Subsets of a Set)')
            [CompletionResult]::new('magics', 'magics', [CompletionResultType]::ParameterValue, 'Search fancy magics from a seed and compare them with the checked-in ones')
            [CompletionResult]::new('scan', 'scan', [CompletionResultType]::ParameterValue, 'Bitscan and serialize: the members in LS1B-first (or other) order, or one index')
            [CompletionResult]::new('cpuinfo', 'cpuinfo', [CompletionResultType]::ParameterValue, 'CPU vendor, model, features with their CPUID bits, and the method chosen per family')
            [CompletionResult]::new('methods', 'methods', [CompletionResultType]::ParameterValue, 'List every method of every family (or of one), and which this CPU runs')
            [CompletionResult]::new('completions', 'completions', [CompletionResultType]::ParameterValue, 'Print a shell completion script')
            [CompletionResult]::new('help', 'help', [CompletionResultType]::ParameterValue, 'Print this message or the help of the given subcommand(s)')
            break
        }
        'bbtool;show' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured by auto)')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code')
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
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured by auto)')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code')
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
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured by auto)')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code')
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
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Count the 1 bits of a file instead, streamed with the fastest bulk method')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured by auto)')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code')
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
            [CompletionResult]::new('--file', '--file', [CompletionResultType]::ParameterName, 'Count the 1 bits of a file instead, streamed with the fastest bulk method')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured by auto)')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code')
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
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured by auto)')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code')
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
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured by auto)')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code')
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
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured by auto)')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code')
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
            [CompletionResult]::new('--side', '--side', [CompletionResultType]::ParameterName, 'The pawn''s colour: white or black (only pawns use it)')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured by auto)')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code')
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
            [CompletionResult]::new('--side', '--side', [CompletionResultType]::ParameterName, 'The pawns'' colour: white pushes north, black south')
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured by auto)')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code')
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
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured by auto)')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code')
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
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured by auto)')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code')
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
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured by auto)')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code')
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
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured by auto)')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code')
            [CompletionResult]::new('--reverse', '--reverse', [CompletionResultType]::ParameterName, 'Visit the members MS1B first (bitscan reverse)')
            [CompletionResult]::new('--flip', '--flip', [CompletionResultType]::ParameterName, 'Visit the members in the colour-symmetric order: rank 8 first, files a to h')
            [CompletionResult]::new('--first', '--first', [CompletionResultType]::ParameterName, 'Print only the index of the LS1B (bitscan forward); exit 1 on the empty set')
            [CompletionResult]::new('--last', '--last', [CompletionResultType]::ParameterName, 'Print only the index of the MS1B (bitscan reverse); exit 1 on the empty set')
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
        'bbtool;cpuinfo' {
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured by auto)')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code')
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
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured by auto)')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code')
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
            [CompletionResult]::new('-f', '-f', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--format', '--format', [CompletionResultType]::ParameterName, 'Output format')
            [CompletionResult]::new('--color', '--color', [CompletionResultType]::ParameterName, 'When to use colour (NO_COLOR is honoured by auto)')
            [CompletionResult]::new('--method', '--method', [CompletionResultType]::ParameterName, 'Compute with this method (see `bbtool methods`)')
            [CompletionResult]::new('--path', '--path', [CompletionResultType]::ParameterName, 'Prefer hardware instructions or portable code')
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
            [CompletionResult]::new('popcount', 'popcount', [CompletionResultType]::ParameterValue, 'The number of members of each VALUE, or of 1 bits in a file (--file)')
            [CompletionResult]::new('hamming', 'hamming', [CompletionResultType]::ParameterValue, 'The Hamming distance of two sets: popcount(a ^ b)')
            [CompletionResult]::new('popcount3', 'popcount3', [CompletionResultType]::ParameterValue, 'popcount(x) + popcount(y) + popcount(z) by the odd/major trick')
            [CompletionResult]::new('weighted', 'weighted', [CompletionResultType]::ParameterValue, 'The dot product of a set with 64 byte weights (the SSE2 page''s weighted popcount)')
            [CompletionResult]::new('attacks', 'attacks', [CompletionResultType]::ParameterValue, 'The squares a piece attacks, from one square or from a whole set (--from)')
            [CompletionResult]::new('pushes', 'pushes', [CompletionResultType]::ParameterValue, 'Single and double pawn-push targets (Pawn Pushes)')
            [CompletionResult]::new('explain', 'explain', [CompletionResultType]::ParameterValue, 'How the table methods find a slider''s attacks: mask, PEXT index, magic index')
            [CompletionResult]::new('subsets', 'subsets', [CompletionResultType]::ParameterValue, 'Every subset of a set, by the carry-rippler (Traversing Subsets of a Set)')
            [CompletionResult]::new('magics', 'magics', [CompletionResultType]::ParameterValue, 'Search fancy magics from a seed and compare them with the checked-in ones')
            [CompletionResult]::new('scan', 'scan', [CompletionResultType]::ParameterValue, 'Bitscan and serialize: the members in LS1B-first (or other) order, or one index')
            [CompletionResult]::new('cpuinfo', 'cpuinfo', [CompletionResultType]::ParameterValue, 'CPU vendor, model, features with their CPUID bits, and the method chosen per family')
            [CompletionResult]::new('methods', 'methods', [CompletionResultType]::ParameterValue, 'List every method of every family (or of one), and which this CPU runs')
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
        'bbtool;help;popcount' {
            break
        }
        'bbtool;help;hamming' {
            break
        }
        'bbtool;help;popcount3' {
            break
        }
        'bbtool;help;weighted' {
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
        'bbtool;help;scan' {
            break
        }
        'bbtool;help;cpuinfo' {
            break
        }
        'bbtool;help;methods' {
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

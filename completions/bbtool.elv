
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
            cand -f 'Output format'
            cand --format 'Output format'
            cand --color 'When to use colour (NO_COLOR is honoured by auto)'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code'
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
            cand popcount 'The number of members of each VALUE, or of 1 bits in a file (--file)'
            cand count 'The number of members of each VALUE, or of 1 bits in a file (--file)'
            cand hamming 'The Hamming distance of two sets: popcount(a ^ b)'
            cand popcount3 'popcount(x) + popcount(y) + popcount(z) by the odd/major trick'
            cand weighted 'The dot product of a set with 64 byte weights (the SSE2 page''s weighted popcount)'
            cand attacks 'The squares a piece attacks, from one square or from a whole set (--from)'
            cand pushes 'Single and double pawn-push targets (Pawn Pushes)'
            cand explain 'How the table methods find a slider''s attacks: mask, PEXT index, magic index'
            cand subsets 'Every subset of a set, by the carry-rippler (Traversing Subsets of a Set)'
            cand magics 'Search fancy magics from a seed and compare them with the checked-in ones'
            cand scan 'Bitscan and serialize: the members in LS1B-first (or other) order, or one index'
            cand cpuinfo 'CPU vendor, model, features with their CPUID bits, and the method chosen per family'
            cand methods 'List every method of every family (or of one), and which this CPU runs'
            cand completions 'Print a shell completion script'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bbtool;show'= {
            cand -f 'Output format'
            cand --format 'Output format'
            cand --color 'When to use colour (NO_COLOR is honoured by auto)'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code'
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
            cand -f 'Output format'
            cand --format 'Output format'
            cand --color 'When to use colour (NO_COLOR is honoured by auto)'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code'
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
            cand -f 'Output format'
            cand --format 'Output format'
            cand --color 'When to use colour (NO_COLOR is honoured by auto)'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code'
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
            cand --file 'Count the 1 bits of a file instead, streamed with the fastest bulk method'
            cand -f 'Output format'
            cand --format 'Output format'
            cand --color 'When to use colour (NO_COLOR is honoured by auto)'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code'
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
            cand --file 'Count the 1 bits of a file instead, streamed with the fastest bulk method'
            cand -f 'Output format'
            cand --format 'Output format'
            cand --color 'When to use colour (NO_COLOR is honoured by auto)'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code'
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
            cand -f 'Output format'
            cand --format 'Output format'
            cand --color 'When to use colour (NO_COLOR is honoured by auto)'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code'
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
            cand -f 'Output format'
            cand --format 'Output format'
            cand --color 'When to use colour (NO_COLOR is honoured by auto)'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code'
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
            cand -f 'Output format'
            cand --format 'Output format'
            cand --color 'When to use colour (NO_COLOR is honoured by auto)'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code'
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
            cand --side 'The pawn''s colour: white or black (only pawns use it)'
            cand -f 'Output format'
            cand --format 'Output format'
            cand --color 'When to use colour (NO_COLOR is honoured by auto)'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code'
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
            cand --side 'The pawns'' colour: white pushes north, black south'
            cand -f 'Output format'
            cand --format 'Output format'
            cand --color 'When to use colour (NO_COLOR is honoured by auto)'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code'
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
            cand -f 'Output format'
            cand --format 'Output format'
            cand --color 'When to use colour (NO_COLOR is honoured by auto)'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code'
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
            cand -f 'Output format'
            cand --format 'Output format'
            cand --color 'When to use colour (NO_COLOR is honoured by auto)'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code'
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
            cand -f 'Output format'
            cand --format 'Output format'
            cand --color 'When to use colour (NO_COLOR is honoured by auto)'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code'
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
            cand -f 'Output format'
            cand --format 'Output format'
            cand --color 'When to use colour (NO_COLOR is honoured by auto)'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code'
            cand --reverse 'Visit the members MS1B first (bitscan reverse)'
            cand --flip 'Visit the members in the colour-symmetric order: rank 8 first, files a to h'
            cand --first 'Print only the index of the LS1B (bitscan forward); exit 1 on the empty set'
            cand --last 'Print only the index of the MS1B (bitscan reverse); exit 1 on the empty set'
            cand --json 'Same as --format json'
            cand --all-methods 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
            cand -q 'Predicates: print nothing, only set the exit status'
            cand --quiet 'Predicates: print nothing, only set the exit status'
            cand -h 'Print help (see more with ''--help'')'
            cand --help 'Print help (see more with ''--help'')'
            cand -V 'Print version'
            cand --version 'Print version'
        }
        &'bbtool;cpuinfo'= {
            cand -f 'Output format'
            cand --format 'Output format'
            cand --color 'When to use colour (NO_COLOR is honoured by auto)'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code'
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
            cand -f 'Output format'
            cand --format 'Output format'
            cand --color 'When to use colour (NO_COLOR is honoured by auto)'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code'
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
            cand -f 'Output format'
            cand --format 'Output format'
            cand --color 'When to use colour (NO_COLOR is honoured by auto)'
            cand --method 'Compute with this method (see `bbtool methods`)'
            cand --path 'Prefer hardware instructions or portable code'
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
            cand popcount 'The number of members of each VALUE, or of 1 bits in a file (--file)'
            cand hamming 'The Hamming distance of two sets: popcount(a ^ b)'
            cand popcount3 'popcount(x) + popcount(y) + popcount(z) by the odd/major trick'
            cand weighted 'The dot product of a set with 64 byte weights (the SSE2 page''s weighted popcount)'
            cand attacks 'The squares a piece attacks, from one square or from a whole set (--from)'
            cand pushes 'Single and double pawn-push targets (Pawn Pushes)'
            cand explain 'How the table methods find a slider''s attacks: mask, PEXT index, magic index'
            cand subsets 'Every subset of a set, by the carry-rippler (Traversing Subsets of a Set)'
            cand magics 'Search fancy magics from a seed and compare them with the checked-in ones'
            cand scan 'Bitscan and serialize: the members in LS1B-first (or other) order, or one index'
            cand cpuinfo 'CPU vendor, model, features with their CPUID bits, and the method chosen per family'
            cand methods 'List every method of every family (or of one), and which this CPU runs'
            cand completions 'Print a shell completion script'
            cand help 'Print this message or the help of the given subcommand(s)'
        }
        &'bbtool;help;show'= {
        }
        &'bbtool;help;calc'= {
        }
        &'bbtool;help;sets'= {
        }
        &'bbtool;help;popcount'= {
        }
        &'bbtool;help;hamming'= {
        }
        &'bbtool;help;popcount3'= {
        }
        &'bbtool;help;weighted'= {
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
        &'bbtool;help;scan'= {
        }
        &'bbtool;help;cpuinfo'= {
        }
        &'bbtool;help;methods'= {
        }
        &'bbtool;help;completions'= {
        }
        &'bbtool;help;help'= {
        }
    ]
    $completions[$command]
}

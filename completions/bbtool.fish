# Print an optspec for argparse to handle cmd's options that are independent of any subcommand.
function __fish_bbtool_global_optspecs
    string join \n f/format= json color= method= path= all-methods q/quiet h/help V/version
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

complete -c bbtool -n "__fish_bbtool_needs_command" -s f -l format -d 'Output format' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_needs_command" -l color -d 'When to use colour (NO_COLOR is honoured by auto)' -r -f -a "auto\t'Colour when standard output is a terminal and NO_COLOR is unset'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_needs_command" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_needs_command" -l path -d 'Prefer hardware instructions or portable code' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_needs_command" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_needs_command" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_needs_command" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_needs_command" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_needs_command" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "show" -d 'Show every representation of each VALUE'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "calc" -d 'Evaluate an expression and show the result'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "sets" -d 'List the named sets VALUEs may use'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "popcount" -d 'The number of members of each VALUE, or of 1 bits in a file (--file)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "count" -d 'The number of members of each VALUE, or of 1 bits in a file (--file)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "hamming" -d 'The Hamming distance of two sets: popcount(a ^ b)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "popcount3" -d 'popcount(x) + popcount(y) + popcount(z) by the odd/major trick'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "weighted" -d 'The dot product of a set with 64 byte weights (the SSE2 page\'s weighted popcount)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "attacks" -d 'The squares a piece attacks, from one square or from a whole set (--from)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "pushes" -d 'Single and double pawn-push targets (Pawn Pushes)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "explain" -d 'How the table methods find a slider\'s attacks: mask, PEXT index, magic index'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "subsets" -d 'Every subset of a set, by the carry-rippler (Traversing Subsets of a Set)'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "magics" -d 'Search fancy magics from a seed and compare them with the checked-in ones'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "scan" -d 'Bitscan and serialize: the members in LS1B-first (or other) order, or one index'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "cpuinfo" -d 'CPU vendor, model, features with their CPUID bits, and the method chosen per family'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "methods" -d 'List every method of every family (or of one), and which this CPU runs'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "completions" -d 'Print a shell completion script'
complete -c bbtool -n "__fish_bbtool_needs_command" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'
complete -c bbtool -n "__fish_bbtool_using_subcommand show" -s f -l format -d 'Output format' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand show" -l color -d 'When to use colour (NO_COLOR is honoured by auto)' -r -f -a "auto\t'Colour when standard output is a terminal and NO_COLOR is unset'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand show" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand show" -l path -d 'Prefer hardware instructions or portable code' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand show" -l bytes -d 'Also print the eight bytes in little-endian memory order'
complete -c bbtool -n "__fish_bbtool_using_subcommand show" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand show" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand show" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand show" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand show" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand calc" -s f -l format -d 'Output format' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand calc" -l color -d 'When to use colour (NO_COLOR is honoured by auto)' -r -f -a "auto\t'Colour when standard output is a terminal and NO_COLOR is unset'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand calc" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand calc" -l path -d 'Prefer hardware instructions or portable code' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand calc" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand calc" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand calc" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand calc" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand calc" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand sets" -s f -l format -d 'Output format' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand sets" -l color -d 'When to use colour (NO_COLOR is honoured by auto)' -r -f -a "auto\t'Colour when standard output is a terminal and NO_COLOR is unset'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand sets" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand sets" -l path -d 'Prefer hardware instructions or portable code' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand sets" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand sets" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand sets" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand sets" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand sets" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount" -l file -d 'Count the 1 bits of a file instead, streamed with the fastest bulk method' -r -F
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount" -s f -l format -d 'Output format' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount" -l color -d 'When to use colour (NO_COLOR is honoured by auto)' -r -f -a "auto\t'Colour when standard output is a terminal and NO_COLOR is unset'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount" -l path -d 'Prefer hardware instructions or portable code' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand count" -l file -d 'Count the 1 bits of a file instead, streamed with the fastest bulk method' -r -F
complete -c bbtool -n "__fish_bbtool_using_subcommand count" -s f -l format -d 'Output format' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand count" -l color -d 'When to use colour (NO_COLOR is honoured by auto)' -r -f -a "auto\t'Colour when standard output is a terminal and NO_COLOR is unset'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand count" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand count" -l path -d 'Prefer hardware instructions or portable code' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand count" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand count" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand count" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand count" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand count" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand hamming" -s f -l format -d 'Output format' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand hamming" -l color -d 'When to use colour (NO_COLOR is honoured by auto)' -r -f -a "auto\t'Colour when standard output is a terminal and NO_COLOR is unset'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand hamming" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand hamming" -l path -d 'Prefer hardware instructions or portable code' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand hamming" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand hamming" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand hamming" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand hamming" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand hamming" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount3" -s f -l format -d 'Output format' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount3" -l color -d 'When to use colour (NO_COLOR is honoured by auto)' -r -f -a "auto\t'Colour when standard output is a terminal and NO_COLOR is unset'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount3" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount3" -l path -d 'Prefer hardware instructions or portable code' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount3" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount3" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount3" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount3" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand popcount3" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand weighted" -l weights -d '`center` (6 minus the distance to the centre) or 64 comma-separated weights 0-255, a1 first' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand weighted" -s f -l format -d 'Output format' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand weighted" -l color -d 'When to use colour (NO_COLOR is honoured by auto)' -r -f -a "auto\t'Colour when standard output is a terminal and NO_COLOR is unset'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand weighted" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand weighted" -l path -d 'Prefer hardware instructions or portable code' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand weighted" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand weighted" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand weighted" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand weighted" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand weighted" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand attacks" -l occ -d 'The occupied squares (default none; `-` reads one per line)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand attacks" -l from -d 'A whole set of pieces: the union of their attacks (`-` reads one per line)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand attacks" -l side -d 'The pawn\'s colour: white or black (only pawns use it)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand attacks" -s f -l format -d 'Output format' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand attacks" -l color -d 'When to use colour (NO_COLOR is honoured by auto)' -r -f -a "auto\t'Colour when standard output is a terminal and NO_COLOR is unset'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand attacks" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand attacks" -l path -d 'Prefer hardware instructions or portable code' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand attacks" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand attacks" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand attacks" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand attacks" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand attacks" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand pushes" -l occ -d 'The occupied squares (default none; `-` reads one per line)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand pushes" -l side -d 'The pawns\' colour: white pushes north, black south' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand pushes" -s f -l format -d 'Output format' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand pushes" -l color -d 'When to use colour (NO_COLOR is honoured by auto)' -r -f -a "auto\t'Colour when standard output is a terminal and NO_COLOR is unset'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand pushes" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand pushes" -l path -d 'Prefer hardware instructions or portable code' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand pushes" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand pushes" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand pushes" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand pushes" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand pushes" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand explain" -l occ -d 'The occupied squares (default none; `-` reads one per line)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand explain" -s f -l format -d 'Output format' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand explain" -l color -d 'When to use colour (NO_COLOR is honoured by auto)' -r -f -a "auto\t'Colour when standard output is a terminal and NO_COLOR is unset'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand explain" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand explain" -l path -d 'Prefer hardware instructions or portable code' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand explain" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand explain" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand explain" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand explain" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand explain" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand subsets" -l limit -d 'Print at most N subsets (of each set)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand subsets" -s f -l format -d 'Output format' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand subsets" -l color -d 'When to use colour (NO_COLOR is honoured by auto)' -r -f -a "auto\t'Colour when standard output is a terminal and NO_COLOR is unset'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand subsets" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand subsets" -l path -d 'Prefer hardware instructions or portable code' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand subsets" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand subsets" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand subsets" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand subsets" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand subsets" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand magics" -l seed -d 'The seed of the search, decimal or 0x hex (default: the seed of the checked-in magics)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand magics" -l piece -d 'Only rook or only bishop magics' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand magics" -s f -l format -d 'Output format' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand magics" -l color -d 'When to use colour (NO_COLOR is honoured by auto)' -r -f -a "auto\t'Colour when standard output is a terminal and NO_COLOR is unset'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand magics" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand magics" -l path -d 'Prefer hardware instructions or portable code' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand magics" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand magics" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand magics" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand magics" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand magics" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -s f -l format -d 'Output format' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -l color -d 'When to use colour (NO_COLOR is honoured by auto)' -r -f -a "auto\t'Colour when standard output is a terminal and NO_COLOR is unset'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -l path -d 'Prefer hardware instructions or portable code' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -l reverse -d 'Visit the members MS1B first (bitscan reverse)'
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -l flip -d 'Visit the members in the colour-symmetric order: rank 8 first, files a to h'
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -l first -d 'Print only the index of the LS1B (bitscan forward); exit 1 on the empty set'
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -l last -d 'Print only the index of the MS1B (bitscan reverse); exit 1 on the empty set'
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand scan" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand cpuinfo" -s f -l format -d 'Output format' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand cpuinfo" -l color -d 'When to use colour (NO_COLOR is honoured by auto)' -r -f -a "auto\t'Colour when standard output is a terminal and NO_COLOR is unset'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand cpuinfo" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand cpuinfo" -l path -d 'Prefer hardware instructions or portable code' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand cpuinfo" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand cpuinfo" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand cpuinfo" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand cpuinfo" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand cpuinfo" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand methods" -s f -l format -d 'Output format' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand methods" -l color -d 'When to use colour (NO_COLOR is honoured by auto)' -r -f -a "auto\t'Colour when standard output is a terminal and NO_COLOR is unset'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand methods" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand methods" -l path -d 'Prefer hardware instructions or portable code' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand methods" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand methods" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand methods" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand methods" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand methods" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand completions" -s f -l format -d 'Output format' -r -f -a "human\t'Diagram, hex, decimal, squares, popcount and the path line'
hex\t'`0x` and 16 lowercase digits'
dec\t'Unsigned decimal'
bin\t'`0b` and 64 digits'
oct\t'`0o` and 22 digits'
squares\t'Square names in ascending index order, space separated'
json\t'One JSON object per line; bitboards as hex strings'
rust\t'A Rust `u64` literal'
c\t'A C `uint64_t` literal'
python\t'A Python integer literal'"
complete -c bbtool -n "__fish_bbtool_using_subcommand completions" -l color -d 'When to use colour (NO_COLOR is honoured by auto)' -r -f -a "auto\t'Colour when standard output is a terminal and NO_COLOR is unset'
always\t'Always colour human output'
never\t'Never colour'"
complete -c bbtool -n "__fish_bbtool_using_subcommand completions" -l method -d 'Compute with this method (see `bbtool methods`)' -r
complete -c bbtool -n "__fish_bbtool_using_subcommand completions" -l path -d 'Prefer hardware instructions or portable code' -r -f -a "auto\t'The best method this CPU can execute'
hardware\t'Prefer CPU instructions (falls back to portable code when absent)'
software\t'Portable code only'"
complete -c bbtool -n "__fish_bbtool_using_subcommand completions" -l json -d 'Same as --format json'
complete -c bbtool -n "__fish_bbtool_using_subcommand completions" -l all-methods -d 'Run every method this CPU can execute and show them side by side; exit 2 if any disagree'
complete -c bbtool -n "__fish_bbtool_using_subcommand completions" -s q -l quiet -d 'Predicates: print nothing, only set the exit status'
complete -c bbtool -n "__fish_bbtool_using_subcommand completions" -s h -l help -d 'Print help (see more with \'--help\')'
complete -c bbtool -n "__fish_bbtool_using_subcommand completions" -s V -l version -d 'Print version'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets popcount hamming popcount3 weighted attacks pushes explain subsets magics scan cpuinfo methods completions help" -f -a "show" -d 'Show every representation of each VALUE'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets popcount hamming popcount3 weighted attacks pushes explain subsets magics scan cpuinfo methods completions help" -f -a "calc" -d 'Evaluate an expression and show the result'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets popcount hamming popcount3 weighted attacks pushes explain subsets magics scan cpuinfo methods completions help" -f -a "sets" -d 'List the named sets VALUEs may use'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets popcount hamming popcount3 weighted attacks pushes explain subsets magics scan cpuinfo methods completions help" -f -a "popcount" -d 'The number of members of each VALUE, or of 1 bits in a file (--file)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets popcount hamming popcount3 weighted attacks pushes explain subsets magics scan cpuinfo methods completions help" -f -a "hamming" -d 'The Hamming distance of two sets: popcount(a ^ b)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets popcount hamming popcount3 weighted attacks pushes explain subsets magics scan cpuinfo methods completions help" -f -a "popcount3" -d 'popcount(x) + popcount(y) + popcount(z) by the odd/major trick'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets popcount hamming popcount3 weighted attacks pushes explain subsets magics scan cpuinfo methods completions help" -f -a "weighted" -d 'The dot product of a set with 64 byte weights (the SSE2 page\'s weighted popcount)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets popcount hamming popcount3 weighted attacks pushes explain subsets magics scan cpuinfo methods completions help" -f -a "attacks" -d 'The squares a piece attacks, from one square or from a whole set (--from)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets popcount hamming popcount3 weighted attacks pushes explain subsets magics scan cpuinfo methods completions help" -f -a "pushes" -d 'Single and double pawn-push targets (Pawn Pushes)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets popcount hamming popcount3 weighted attacks pushes explain subsets magics scan cpuinfo methods completions help" -f -a "explain" -d 'How the table methods find a slider\'s attacks: mask, PEXT index, magic index'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets popcount hamming popcount3 weighted attacks pushes explain subsets magics scan cpuinfo methods completions help" -f -a "subsets" -d 'Every subset of a set, by the carry-rippler (Traversing Subsets of a Set)'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets popcount hamming popcount3 weighted attacks pushes explain subsets magics scan cpuinfo methods completions help" -f -a "magics" -d 'Search fancy magics from a seed and compare them with the checked-in ones'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets popcount hamming popcount3 weighted attacks pushes explain subsets magics scan cpuinfo methods completions help" -f -a "scan" -d 'Bitscan and serialize: the members in LS1B-first (or other) order, or one index'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets popcount hamming popcount3 weighted attacks pushes explain subsets magics scan cpuinfo methods completions help" -f -a "cpuinfo" -d 'CPU vendor, model, features with their CPUID bits, and the method chosen per family'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets popcount hamming popcount3 weighted attacks pushes explain subsets magics scan cpuinfo methods completions help" -f -a "methods" -d 'List every method of every family (or of one), and which this CPU runs'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets popcount hamming popcount3 weighted attacks pushes explain subsets magics scan cpuinfo methods completions help" -f -a "completions" -d 'Print a shell completion script'
complete -c bbtool -n "__fish_bbtool_using_subcommand help; and not __fish_seen_subcommand_from show calc sets popcount hamming popcount3 weighted attacks pushes explain subsets magics scan cpuinfo methods completions help" -f -a "help" -d 'Print this message or the help of the given subcommand(s)'

/**
 * `battlepack completion bash|zsh|fish`: shell completion scripts made from the command table, so they never fall
 * behind the commands and options.
 * @module
 */
import type { CommandSpec } from './args.js';

/** The shells `battlepack completion` writes a script for. */
export const SHELLS = ['bash', 'zsh', 'fish'] as const;

/** One of {@link SHELLS}. */
export type Shell = (typeof SHELLS)[number];

// names are plain words (a-z, digits, dashes): they go into the scripts as they are
const words = (xs: readonly string[]): string => xs.join(' ');

/** The completion script of a shell, for these commands. */
export function completionScript(shell: Shell, commands: readonly CommandSpec[]): string {
  const names = commands.map((c) => c.name);
  if (shell === 'bash')
    return `# battlepack completion for bash: add to ~/.bashrc
#   source <(battlepack completion bash)
_battlepack() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" cmd="\${COMP_WORDS[1]}"
  if [ "$COMP_CWORD" -eq 1 ]; then
    COMPREPLY=($(compgen -W "${words(names)} --help --version" -- "$cur"))
    return
  fi
  case "$cmd" in
${commands.map((c) => `    ${c.name}) opts="${words(c.options.map((o) => `--${o.name}`))} --help" ;;`).join('\n')}
    *) opts="" ;;
  esac
  if [[ "$cur" == -* ]]; then
    COMPREPLY=($(compgen -W "$opts" -- "$cur"))
  else
    COMPREPLY=($(compgen -f -- "$cur"))
  fi
}
complete -o filenames -F _battlepack battlepack
`;
  if (shell === 'zsh')
    return `#compdef battlepack
# battlepack completion for zsh: add to ~/.zshrc
#   source <(battlepack completion zsh)
_battlepack() {
  local -a commands
  commands=(
${commands.map((c) => `    '${c.name}:${c.summary.replace(/['’:]/g, ' ')}'`).join('\n')}
  )
  if (( CURRENT == 2 )); then
    _describe 'command' commands
    return
  fi
  case "$words[2]" in
${commands.map((c) => `    ${c.name}) _arguments ${c.options.map((o) => `'--${o.name}[${o.description.replace(/['’\[\]:]/g, ' ')}]${o.value === undefined ? '' : ':value:_files'}'`).join(' ')} '--help[Display the help]' '*:file:_files' ;;`).join('\n')}
  esac
}
if (( $+functions[compdef] )); then compdef _battlepack battlepack; fi
`;
  return `# battlepack completion for fish: save as ~/.config/fish/completions/battlepack.fish
#   battlepack completion fish > ~/.config/fish/completions/battlepack.fish
complete -c battlepack -f
complete -c battlepack -n __fish_use_subcommand -l help -d 'Display the help'
complete -c battlepack -n __fish_use_subcommand -l version -d 'Display the version'
${commands.map((c) => `complete -c battlepack -n __fish_use_subcommand -a ${c.name} -d '${c.summary.replace(/'/g, '’')}'`).join('\n')}
${commands
  .flatMap((c) => c.options.map((o) => `complete -c battlepack -n '__fish_seen_subcommand_from ${c.name}' -l ${o.name}${o.value === undefined ? '' : ' -r -F'} -d '${o.description.replace(/'/g, '’')}'`))
  .join('\n')}
complete -c battlepack -n '__fish_seen_subcommand_from ${words(commands.filter((c) => c.args.length > 0).map((c) => c.name))}' -F
`;
}

"""What the CLI checks in tests/app share: the independent libraries they
need (CTest skips a check, exit 77, when one is missing) and running
segstudio-cli with an expected exit code."""
import importlib
import subprocess
import sys


def require(*modules):
    """Imports the modules, or exits 77 (skipped) naming the missing one."""
    try:
        return [importlib.import_module(name) for name in modules]
    except ImportError as missing:
        print(f"SKIP: {missing} (install python3-numpy python3-scipy python3-nibabel)")
        sys.exit(77)


def run(cli, *arguments, expect=0):
    """segstudio-cli with these arguments; exits with its output unless it ends with `expect`
    (an exit code, or a tuple of those)."""
    result = subprocess.run([cli, *arguments], capture_output=True, text=True)
    if result.returncode not in (expect if isinstance(expect, tuple) else (expect,)):
        print(result.stdout[-3000:], result.stderr[-3000:], sep="\n")
        sys.exit(f"FAIL: segstudio-cli {' '.join(arguments)} exited {result.returncode}, expected {expect}")
    return result

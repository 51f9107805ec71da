#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Runs clang-tidy (the checked-in .clang-tidy) over every project source of a build and the
project headers they include; exits 1 on any finding, 2 when a source cannot be checked.

Qt's headers are most of what clang-tidy reads and matches in a source (about 5 of its 6 seconds
for a QtCore-only file), so the sources are checked in batches: one generated file per batch
includes up to --batch sources that compile with the same flags, and Qt's headers are parsed and
matched once per batch instead of once per source. Three rules keep a batch's verdict the one each
source would get alone:
  * a batch that does not compile (two sources define the same file-local name) is split in two,
    down to single sources, which are checked as they are;
  * a batch with findings has each of its sources checked alone, and only the findings a source
    has alone are reported, so a batch never adds one (a declaration another source of the batch
    repeats, say);
  * the checks that look at the main file only (misc-unused-using-decls, misc-unused-alias-decls)
    cannot see a batch's members, so every source that holds a using-declaration or a namespace
    alias is also checked alone with those checks.
Test programs each define main() through QTEST_MAIN; in a batch each one's main is renamed.

The build may be a unity build (CMAKE_UNITY_BUILD): its compile database then names CMake's
unity sources, which are read for the project sources they include, with their target's flags.

Usage: check_tidy.py [--jobs N] [--batch N] [--only REGEX] [--tidy BINARY] [BUILD_DIR]
"""
import argparse
import concurrent.futures
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LAYERS = ('app', 'model', 'db', 'ui', 'report', 'net', 'bench', 'tests')
FINDING = re.compile(r'^(?P<path>[^ ].*?):(?P<line>\d+):(?P<col>\d+): (?P<kind>warning|error): .*\[(?P<check>[^\]]+)\]$')
MAIN_FILE_CHECKS = ('misc-unused-using-decls', 'misc-unused-alias-decls')
# A using-declaration (not a using-directive nor an alias) or a namespace alias, across lines;
# a superset is harmless: it only costs one more run.
USING_DECL = re.compile(r'\busing\s+(?!namespace\b)[^=;(]*;|\bnamespace\s+\w+\s*=', re.S)
TEST_MAIN = re.compile(r'\bQTEST_(?:GUILESS_|APPLESS_)?MAIN\b')
UNITY_INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def project_relative(path):
    """The path from the repository root of a project source or header, or None."""
    path = os.path.normpath(path)
    if not path.startswith(ROOT + os.sep):
        return None
    relative = path[len(ROOT) + 1:]
    if relative.split(os.sep, 1)[0] not in LAYERS or '_autogen' in relative:
        return None
    return relative


def compile_arguments(entry):
    if 'arguments' in entry:
        return list(entry['arguments'])
    return shlex.split(entry['command'])


def cleaned_flags(arguments):
    """The flags that decide how a source parses: no compiler, output, input or precompiled header
    (clang-tidy cannot read gcc's, and a batch includes the headers it needs anyway)."""
    flags = []
    skip = 0
    args = arguments[1:]
    for i, arg in enumerate(args):
        if skip:
            skip -= 1
            continue
        if arg in ('-o', '-MF', '-MT', '-MQ'):
            skip = 1
        elif arg == '-c' or arg.endswith(('.cpp', '.cxx', '.cc')) and not arg.startswith('-'):
            continue
        elif arg == '-include' and i + 1 < len(args) and 'cmake_pch' in args[i + 1]:
            skip = 1
        elif arg == '-Xclang' and i + 1 < len(args) and args[i + 1] in ('-include-pch', '-include'):
            skip = 3  # -Xclang -include-pch -Xclang FILE
        elif arg in ('-Winvalid-pch', '-MD', '-MMD', '-fpch-instantiate-templates'):
            continue
        elif arg.startswith('-fsanitize') or arg.startswith('-fno-sanitize'):
            continue  # instrumentation does not change what parses; drops the runtime's noise
        else:
            flags.append(arg)
    return flags


def read_sources(build, only):
    """{source path: (directory, compiler, flags)} for the project sources of the build."""
    with open(os.path.join(build, 'compile_commands.json'), encoding='utf-8') as f:
        database = json.load(f)
    sources = {}
    for entry in database:
        directory = entry['directory']
        path = os.path.normpath(os.path.join(directory, entry['file']))
        arguments = compile_arguments(entry)
        members = [path]
        if os.sep + 'Unity' + os.sep in path and os.path.basename(path).startswith('unity_'):
            with open(path, encoding='utf-8') as f:
                members = [os.path.normpath(os.path.join(os.path.dirname(path), m))
                           for m in UNITY_INCLUDE.findall(f.read())]
        for member in members:
            relative = project_relative(member)
            if relative and re.search(only, relative):
                sources[member] = (directory, arguments[0], cleaned_flags(arguments))
    return sources


def generated_include(flag):
    """A target's folder of generated includes: AUTOMOC's, or the .moc folder of a test
    (tests/CMakeLists.txt, gpuadvisor_test_moc)."""
    return flag.startswith('-I') and (flag.endswith('_autogen/include') or flag.endswith('_moc'))


def group_key(flags):
    """Sources whose flags differ only in their target's generated-include folder batch together."""
    key = []
    for flag in flags:
        if generated_include(flag):
            continue
        key.append(flag)
    return tuple(key)


def batch_flags(members, sources):
    flags = list(sources[members[0]][2])
    for member in members[1:]:
        for flag in sources[member][2]:
            if generated_include(flag) and flag not in flags:
                flags.append(flag)
    return flags


class Runner:
    def __init__(self, tool, sources, work):
        self.tool = tool
        self.sources = sources
        self.work = work
        self.header_filter = '^' + re.escape(ROOT) + '/(' + '|'.join(LAYERS) + ')/'

    def run(self, path, directory, compiler, flags, checks=None):
        """clang-tidy on one file: (exit code, findings on project files, the whole output)."""
        database_dir = tempfile.mkdtemp(dir=self.work)
        with open(os.path.join(database_dir, 'compile_commands.json'), 'w', encoding='utf-8') as f:
            json.dump([{'directory': directory, 'file': path,
                        'arguments': [compiler] + flags + ['-c', path]}], f)
        command = [self.tool, '-p', database_dir, '--quiet', '--header-filter=' + self.header_filter]
        if checks:
            command.append('--checks=' + checks)
        command.append(path)
        done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, errors='replace')
        output = done.stdout
        findings = {}
        compiles = done.returncode == 0
        current = None  # the finding whose code and fix hint the next lines show
        for line in output.splitlines():
            match = FINDING.match(line)
            if not match:
                if current is not None:
                    findings[current] += '\n' + line
                continue
            current = None
            if match['check'] == 'clang-diagnostic-error' or match['kind'] == 'error':
                compiles = False
            if project_relative(match['path']):
                current = line.replace(ROOT + '/', '', 1)
                findings.setdefault(current, current)
        return compiles, findings, output + done.stderr

    def alone(self, source, checks=None):
        directory, compiler, flags = self.sources[source]
        return self.run(source, directory, compiler, flags, checks)

    def batch(self, members):
        """Findings of a batch, each confirmed by its source alone; (findings, failures)."""
        if len(members) == 1:
            compiles, findings, output = self.alone(members[0])
            if not compiles:
                return {}, {members[0]: output}
            return findings, {}
        # A file of its own: batches are written by several threads at once.
        handle, path = tempfile.mkstemp(prefix='batch-', suffix='.cpp', dir=self.work)
        os.close(handle)
        lines = ['// Generated by tools/check_tidy.py: one clang-tidy run for these sources.']
        for index, member in enumerate(members):
            with open(member, encoding='utf-8', errors='replace') as f:
                renamed = bool(TEST_MAIN.search(f.read()))
            if renamed:
                lines.append('#define main gpuadvisor_tidy_main_%d' % index)
            lines.append('#include "%s"' % member)
            if renamed:
                lines.append('#undef main')
        with open(path, 'w', encoding='utf-8') as f:
            f.write('\n'.join(lines) + '\n')
        directory, compiler, _ = self.sources[members[0]]
        compiles, findings, _ = self.run(path, directory, compiler, batch_flags(members, self.sources))
        if compiles and not findings:
            return {}, {}
        if compiles:  # confirm: report what each source has alone
            confirmed, failures = {}, {}
            for member in members:
                ok, alone, output = self.alone(member)
                if ok:
                    confirmed.update(alone)
                else:
                    failures[member] = output
            return confirmed, failures
        half = len(members) // 2
        first = self.batch(members[:half])
        second = self.batch(members[half:])
        return {**first[0], **second[0]}, {**first[1], **second[1]}


def main():
    global ROOT  # the sources the build was configured from (another worktree's, say)
    parser = argparse.ArgumentParser(description=__doc__.split('\n', 1)[0])
    parser.add_argument('build', nargs='?', default=os.path.join(ROOT, 'build'))
    parser.add_argument('--jobs', type=int, default=os.cpu_count() or 1)
    parser.add_argument('--batch', type=int, default=12, help='sources per clang-tidy run (1: one each)')
    parser.add_argument('--only', default='.', help='only sources whose path from the root matches')
    parser.add_argument('--tidy', default=os.environ.get('CLANG_TIDY', 'clang-tidy'))
    args = parser.parse_args()

    build = os.path.abspath(args.build)
    if not os.path.isfile(os.path.join(build, 'compile_commands.json')):
        print('no %s/compile_commands.json: configure the build with CMake first' % build, file=sys.stderr)
        return 2
    with open(os.path.join(build, 'CMakeCache.txt'), encoding='utf-8', errors='replace') as f:
        for line in f:
            if line.startswith('CMAKE_HOME_DIRECTORY:'):
                ROOT = os.path.normpath(line.split('=', 1)[1].strip())
    sources = read_sources(build, args.only)
    if not sources:
        print("no project sources in %s/compile_commands.json match '%s'" % (build, args.only), file=sys.stderr)
        return 2

    groups = {}
    for source in sorted(sources, key=project_relative):
        groups.setdefault(group_key(sources[source][2]), []).append(source)
    batches = []
    for members in groups.values():
        size = max(1, args.batch)
        count = (len(members) + size - 1) // size
        for k in range(count):  # even batches: 13 sources at 12 a batch make 7 and 6, not 12 and 1
            batches.append(members[k * len(members) // count:(k + 1) * len(members) // count])
    main_file_only = []
    for source in sources:
        with open(source, encoding='utf-8', errors='replace') as f:
            if USING_DECL.search(f.read()):
                main_file_only.append(source)

    start = time.monotonic()
    findings, failures = {}, {}
    with tempfile.TemporaryDirectory(prefix='check-tidy-') as work:
        runner = Runner(args.tidy, sources, work)
        with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            jobs = [pool.submit(runner.batch, members) for members in batches]
            jobs += [pool.submit(runner.alone, source, '-*,' + ','.join(MAIN_FILE_CHECKS))
                     for source in main_file_only]
            for job in jobs:
                result = job.result()
                if isinstance(result[0], bool):  # a main-file run: (compiles, findings, output)
                    findings.update(result[1])
                else:
                    findings.update(result[0])
                    failures.update(result[1])
    seconds = round(time.monotonic() - start)
    summary = '%d sources in %d runs and %d main-file runs' % (len(sources), len(batches), len(main_file_only))
    if findings:
        # The same header finding comes from every source that includes it: list each once.
        for line in sorted(findings):
            print(findings[line])
        print('\nclang-tidy: %d findings in %s (%d s); fix them (see CONTRIBUTING.md)' % (len(findings), summary, seconds))
        return 1
    if failures:
        for source, output in sorted(failures.items()):
            print('clang-tidy could not check %s:' % project_relative(source))
            print(output)
        return 2
    print('clang-tidy: %s clean (%d s)' % (summary, seconds))
    return 0


if __name__ == '__main__':
    sys.exit(main())

#!/bin/sh
# SPDX-FileCopyrightText: 2026 GPU Advisor contributors
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a layer includes what it must not:
#   model/  QtCore only: no widgets, GUI, charts or SQL
#   db/     no widgets, GUI or charts
#   ui/     no SQL and nothing from db/ or net/; Qt Charts only under ui/charts/
#   report/ QtGui only (the PDF build report): no widgets, print support, charts, SQL, db/ or ui/
#   net/    no widgets, GUI, SQL, db/, ui/ or app/ code
#   app/commands/ and app/commandline.*: the command line, nothing from ui/ (no widgets or charts)
#   model/io/ and model/format/: nothing from the rest of model/; db/: no include circle
# Usage: check_layers.sh [source-root]
root=${1:-.}
status=0

violations() { # $1 = directory, $2 = extended regex of forbidden include targets, $3 = what
    dir=$root/$1
    [ -d "$dir" ] || return 0
    hits=$(grep -rnE "^[[:space:]]*#[[:space:]]*include[[:space:]]*[<\"]($2)" "$dir" \
        --include='*.h' --include='*.cpp' --include='*.hpp' 2>/dev/null)
    if [ -n "$hits" ]; then
        echo "layer violation: $1 includes $3:"
        echo "$hits"
        status=1
    fi
}

widgets='QtWidgets|QtGui|QtCharts|QtPrintSupport|QtSvg|QWidget|QApplication|QMainWindow|QDialog|QPushButton|QLabel|QChart|QPainter|QPixmap|QImage|QColor|QIcon|QFont|QGuiApplication|ui_'
sql='QtSql|QSql'

violations model "$widgets|$sql|QNetwork|QtNetwork|db/|net/|ui/|app/" "widgets, GUI, charts, SQL or another layer"
violations db "$widgets|ui/|app/" "widgets, GUI, charts or ui/app code"
violations ui "$sql|db/|net/|app/|QNetwork|QtNetwork" "SQL, networking or db/net/app code"
violations net "$widgets|$sql|db/|ui/|app/" "widgets, GUI, SQL or db/ui/app code"
violations report "QtWidgets|QtCharts|QtPrintSupport|QPrinter|QPrintDialog|QWidget|QApplication|QMainWindow|QDialog|QChart|ui_|$sql|db/|ui/|app/" \
    "widgets, print support, charts, SQL or db/ui/app code"
violations app/commands "QtWidgets|QtCharts|QtPrintSupport|QPrinter|QWidget|QApplication|QMessageBox|QDialog|QChart|ui/" \
    "widgets, charts or ui/ code (the command line links neither)"
hits=$(grep -nE "^[[:space:]]*#[[:space:]]*include[[:space:]]*[<\"](QtWidgets|QtCharts|QWidget|QApplication|QMessageBox|ui/)" \
    "$root/app/commandline.h" "$root/app/commandline.cpp" 2>/dev/null)
if [ -n "$hits" ]; then
    echo "layer violation: the command line includes widgets, charts or ui/ code:"
    echo "$hits"
    status=1
fi

# Qt Charts belongs to ui/charts/ alone.
if [ -d "$root/ui" ]; then
    hits=$(grep -rnE '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"](QtCharts|QChart|QLineSeries|QBarSeries|QScatterSeries|QValueAxis)' \
        "$root/ui" --include='*.h' --include='*.cpp' | grep -v "^$root/ui/charts/")
    if [ -n "$hits" ]; then
        echo "layer violation: Qt Charts outside ui/charts/:"
        echo "$hits"
        status=1
    fi
fi

# Every settings key lives in SettingsStore: QSettings appears nowhere else in the app's code.
hits=$(grep -rnE '\bQSettings\b' "$root/model" "$root/db" "$root/ui" "$root/report" "$root/app" "$root/net" \
    --include='*.h' --include='*.cpp' 2>/dev/null | grep -v "^$root/app/settingsstore\.\(h\|cpp\):" | grep -vE ':[0-9]+:[[:space:]]*//')
if [ -n "$hits" ]; then
    echo "layer violation: QSettings outside app/settingsstore.*:"
    echo "$hits"
    status=1
fi

# SQL text stays in db/: no SELECT/INSERT/UPDATE/DELETE/CREATE statements in string literals elsewhere.
for dir in model ui report app net; do
    [ -d "$root/$dir" ] || continue
    hits=$(grep -rnE '"[[:space:]]*(SELECT|INSERT INTO|UPDATE [a-z_]+ SET|DELETE FROM|CREATE TABLE|PRAGMA)[[:space:]]' \
        "$root/$dir" --include='*.h' --include='*.cpp')
    if [ -n "$hits" ]; then
        echo "layer violation: SQL text in $dir/:"
        echo "$hits"
        status=1
    fi
done

# The floors of model/: model/io/ (files, CSV, text) and model/format/ (figures for people) include
# nothing from the domain above them, so every part of the model may use them.
violations model/io 'model/(catalog|performance|cost|build|browser|flowchart|llm|finetune|readiness|cloud|update)/' \
    "the domain model (model/io/ is a floor)"
violations model/format 'model/(catalog|performance|cost|build|browser|flowchart|llm|finetune|readiness|cloud|update)/' \
    "the domain model (model/format/ is a floor)"

# db/ has no include circle: each file of it may use the ones below it, never one that uses it
# (the seeder above the repositories above Database above SqlErrors).
if [ -d "$root/db" ] && command -v python3 >/dev/null; then
    cycle=$(python3 - "$root/db" <<'PY'
import os, re, sys
root = sys.argv[1]
uses = {}
for name in os.listdir(root):
    stem, ext = os.path.splitext(name)
    if ext not in ('.h', '.cpp'):
        continue
    with open(os.path.join(root, name), encoding='utf-8') as f:
        for line in f:
            m = re.match(r'\s*#\s*include\s*"db/(\w+)\.h"', line)
            if m and m.group(1) != stem:
                uses.setdefault(stem, set()).add(m.group(1))
state = {}
def visit(unit, path):
    state[unit] = 1
    for used in sorted(uses.get(unit, ())):
        if state.get(used) == 1:
            return path[path.index(used):] + [used]
        if used not in state:
            found = visit(used, path + [used])
            if found:
                return found
    state[unit] = 2
    return None
for unit in sorted(uses):
    if unit not in state:
        found = visit(unit, [unit])
        if found:
            print(' -> '.join(found))
            break
PY
)
    if [ -n "$cycle" ]; then
        echo "layer violation: an include circle in db/: $cycle"
        status=1
    fi
fi

[ $status -eq 0 ] && echo "layer boundaries hold: model/ db/ ui/ report/ app/commands/ include only what they may"
exit $status

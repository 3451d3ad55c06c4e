#include "ui/uncertainty/UncertaintyRangesModel.h"

#include "ui/document/ScenarioDocument.h"
#include "ui/widgets/Qs.h"

#include "core/engine/SensitivityAnalysis.h"
#include "core/model/ParameterPath.h"
#include "core/model/RangeTable.h"
#include "core/text/MoneyFormat.h"

#include <algorithm>
#include <cmath>

namespace acceldecide::ui {

namespace {

QString number(double value)
{
    return QString::number(value, 'g', 8);
}

} // namespace

UncertaintyRangesModel::UncertaintyRangesModel(ScenarioDocument *document, QObject *parent)
    : TypedEntriesModel(document,
                        {tr("Input"), tr("Low"), tr("Most likely (scenario)"), tr("High"),
                         tr("Live in presentation")},
                        &Scenario::uncertainty, parent)
{
    Q_ASSERT(columnCount() == ColumnCount);
}

QVariant UncertaintyRangesModel::cellData(int row, int column, int role) const
{
    const UncertaintyRange &range = entry(row);
    if (column == LiveColumn) {
        const std::vector<std::string> &live = document()->scenario().presentation.liveInputs;
        if (role == Qt::CheckStateRole)
            return std::find(live.begin(), live.end(), range.target) != live.end() ? Qt::Checked
                                                                                   : Qt::Unchecked;
        if (role == Qt::ToolTipRole)
            return tr("A slider over this range in presentation mode's live bar (F5); at most "
                      "%1 inputs")
                .arg(Presentation::kMaxLiveInputs);
        return {};
    }
    if (role == Qt::ToolTipRole)
        return qs(range.target);
    if (role == Qt::TextAlignmentRole && column != InputColumn)
        return alignment(true);
    return {};
}

QVariant UncertaintyRangesModel::cellValue(const UncertaintyRange &range, int column,
                                           bool edit) const
{
    switch (column) {
    case InputColumn:
        return qs(ParameterPath::describe(range.target));
    case LowColumn:
        return edit ? QVariant(range.low) : QVariant(number(range.low));
    case ValueColumn: {
        const std::optional<double> value =
            ParameterPath::value(document()->scenario(), range.target);
        return value ? number(*value) : QString();
    }
    case HighColumn:
        return edit ? QVariant(range.high) : QVariant(number(range.high));
    default:
        return {};
    }
}

Qt::ItemFlags UncertaintyRangesModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsSelectable | Qt::ItemIsEnabled;
    if (index.column() == LowColumn || index.column() == HighColumn)
        flags |= Qt::ItemIsEditable;
    if (index.column() == LiveColumn)
        flags |= Qt::ItemIsUserCheckable;
    return flags;
}

bool UncertaintyRangesModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (index.isValid() && index.column() == LiveColumn && role == Qt::CheckStateRole) {
        const bool live = value.toInt() == Qt::Checked;
        if (auto problem = setLive(index.row(), live); !problem)
            return reject(problem.error());
        return true;
    }
    if (!index.isValid() || role != Qt::EditRole ||
        (index.column() != LowColumn && index.column() != HighColumn))
        return false;
    const UncertaintyRange &range = entries().at(std::size_t(index.row()));
    const bool low = index.column() == LowColumn;
    const QString field = QStringLiteral("uncertainty[%1].%2")
                              .arg(index.row())
                              .arg(low ? QStringLiteral("low") : QStringLiteral("high"));
    // Ranges vary real-valued inputs only (ParameterPath::realValuedInputs): never whole.
    const Expected<std::optional<double>, QString> number =
        cellNumber(field, value, false, Blank::Refused);
    if (!number)
        return reject(number.error());
    const double bound = **number;
    return edit(index.row(), field + QLatin1Char('.') + qs(range.target),
                tr("Change the %1 of %2")
                    .arg(low ? tr("low") : tr("high"), qs(ParameterPath::describe(range.target))),
                [&](UncertaintyRange &r) { (low ? r.low : r.high) = bound; });
}

Expected<void, QString> UncertaintyRangesModel::addRange(const QString &target)
{
    const Scenario &scenario = document()->scenario();
    const std::optional<double> value = ParameterPath::value(scenario, target.toStdString());
    if (!value)
        return tr("%1 is not an input of this scenario").arg(target);
    // The same default span sensitivity uses, so the two charts start from one assumption.
    // Clamped to the field's valid range, as sensitivity clamps it.
    const double step = std::abs(*value) * SensitivityAnalysis::kDefaultRelativeStep;
    double low = *value - step;
    double high = *value + step;
    if (const FieldRange *field = RangeTable::find(RangeTable::genericPath(target.toStdString()))) {
        low = field->clamp(low);
        high = field->clamp(high);
    }
    return addEntry(tr("Add uncertainty range"), [&](Scenario &s) -> Expected<void, std::string> {
        s.uncertainty.push_back({target.toStdString(), low, high});
        return {};
    });
}

Expected<void, QString> UncertaintyRangesModel::removeRange(int row)
{
    return removeEntry(
        row, tr("No range selected."),
        [](const UncertaintyRange &) { return tr("Remove uncertainty range"); },
        [](Scenario &s, std::size_t i) {
            s.uncertainty.erase(s.uncertainty.begin() + std::ptrdiff_t(i));
        });
}

Expected<void, QString> UncertaintyRangesModel::setLive(int row, bool live)
{
    if (row < 0 || row >= rowCount())
        return tr("No range selected.");
    const Scenario &scenario = document()->scenario();
    const std::string target = scenario.uncertainty[std::size_t(row)].target;
    const std::vector<std::string> &inputs = scenario.presentation.liveInputs;
    const bool isLive = std::find(inputs.begin(), inputs.end(), target) != inputs.end();
    if (live == isLive)
        return {};
    if (live && inputs.size() >= Presentation::kMaxLiveInputs)
        return tr("presentation.live_inputs: at most %1 inputs fit the live bar; untick one "
                  "before making %2 live")
            .arg(Presentation::kMaxLiveInputs)
            .arg(qs(ParameterPath::describe(target)));
    const QString description =
        live ? tr("Make %1 live in presentation") : tr("Make %1 no longer live in presentation");
    return document()->apply(QString(), description.arg(qs(ParameterPath::describe(target))),
                             [&](Scenario &s) {
                                 std::vector<std::string> &list = s.presentation.liveInputs;
                                 if (live)
                                     list.push_back(target);
                                 else
                                     std::erase(list, target);
                             });
}

} // namespace acceldecide::ui

#include "ui/uncertainty/UncertaintyRangesModel.h"
#include "ui/widgets/Qs.h"

#include "ui/document/CellInput.h"

#include "ui/document/ScenarioDocument.h"

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
    : ScenarioEntriesModel(
          document, ColumnCount,
          [](const Scenario &scenario) { return int(scenario.uncertainty.size()); }, parent)
{}

QVariant UncertaintyRangesModel::data(const QModelIndex &index, int role) const
{
    const Scenario &scenario = document()->scenario();
    if (!index.isValid() || index.row() >= int(scenario.uncertainty.size()))
        return {};
    const UncertaintyRange &range = scenario.uncertainty[std::size_t(index.row())];
    if (index.column() == LiveColumn) {
        const std::vector<std::string> &live = scenario.presentation.liveInputs;
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
    if (role == Qt::TextAlignmentRole && index.column() != InputColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case InputColumn:
        return qs(ParameterPath::describe(range.target));
    case LowColumn:
        return role == Qt::EditRole ? QVariant(range.low) : QVariant(number(range.low));
    case ValueColumn: {
        const std::optional<double> value = ParameterPath::value(scenario, range.target);
        return value ? number(*value) : QString();
    }
    case HighColumn:
        return role == Qt::EditRole ? QVariant(range.high) : QVariant(number(range.high));
    default:
        return {};
    }
}

QVariant UncertaintyRangesModel::headerData(int section, Qt::Orientation orientation,
                                            int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case InputColumn:
        return tr("Input");
    case LowColumn:
        return tr("Low");
    case ValueColumn:
        return tr("Most likely (scenario)");
    case HighColumn:
        return tr("High");
    case LiveColumn:
        return tr("Live in presentation");
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
        if (auto problem = setLive(index.row(), live); !problem) {
            Q_EMIT editRejected(problem.error());
            return false;
        }
        return true;
    }
    if (!index.isValid() || role != Qt::EditRole ||
        (index.column() != LowColumn && index.column() != HighColumn))
        return false;
    const std::size_t row = std::size_t(index.row());
    const UncertaintyRange &range = document()->scenario().uncertainty.at(row);
    const std::optional<double> parsed = CellInput::number(value);
    const bool ok = parsed.has_value();
    const double number = parsed.value_or(0.0);
    const QString field =
        QStringLiteral("uncertainty[%1].%2")
            .arg(index.row())
            .arg(index.column() == LowColumn ? QStringLiteral("low") : QStringLiteral("high"));
    if (!ok) {
        Q_EMIT editRejected(tr("%1: \"%2\" is not a number").arg(field, value.toString()));
        return false;
    }
    const bool low = index.column() == LowColumn;
    if (auto problem = document()->apply(
            field + QLatin1Char('.') + qs(range.target),
            tr("Change the %1 of %2")
                .arg(low ? tr("low") : tr("high"), qs(ParameterPath::describe(range.target))),
            [&](Scenario &s) {
                (low ? s.uncertainty[row].low : s.uncertainty[row].high) = number;
            });
        !problem) {
        Q_EMIT editRejected(problem.error());
        return false;
    }
    return true;
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
    return document()->apply(QString(), tr("Add uncertainty range"), [&](Scenario &s) {
        s.uncertainty.push_back({target.toStdString(), low, high});
    });
}

Expected<void, QString> UncertaintyRangesModel::removeRange(int row)
{
    if (row < 0 || row >= rowCount())
        return tr("No range selected.");
    return document()->apply(QString(), tr("Remove uncertainty range"), [&](Scenario &s) {
        s.uncertainty.erase(s.uncertainty.begin() + row);
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

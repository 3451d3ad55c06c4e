#include "ui/commitment/CreditsModel.h"

#include "ui/document/CellInput.h"
#include "ui/document/ScenarioDocument.h"
#include "ui/widgets/Qs.h"
#include "ui/widgets/RangeToolTip.h"

#include "core/editing/CreditEditing.h"
#include "core/text/MoneyFormat.h"

#include <cmath>
#include <string>

namespace acceldecide::ui {

namespace {

// The scenario format's key of each column, for messages and RangeTable.
const char *key(int column)
{
    switch (column) {
    case CreditsModel::IdColumn:
        return "id";
    case CreditsModel::LabelColumn:
        return "label";
    case CreditsModel::UsdColumn:
        return "usd";
    case CreditsModel::FirstMonthColumn:
        return "first_month";
    case CreditsModel::ExpiresMonthColumn:
        return "expires_month";
    case CreditsModel::AppliesToColumn:
        return "applies_to";
    default:
        return "";
    }
}

bool isNumeric(int column)
{
    return column == CreditsModel::UsdColumn || column == CreditsModel::FirstMonthColumn ||
           column == CreditsModel::ExpiresMonthColumn;
}

std::string genericPath(int column)
{
    return std::string("credits[].") + key(column);
}

} // namespace

CreditsModel::CreditsModel(ScenarioDocument *document, QObject *parent)
    : ScenarioEntriesModel(
          document, ColumnCount,
          [](const Scenario &scenario) { return int(scenario.credits.size()); }, parent)
{}

QString CreditsModel::field(int row, int column) const
{
    return qs(CreditEditing::fieldPath(std::size_t(row), key(column)));
}

QVariant CreditsModel::data(const QModelIndex &index, int role) const
{
    const Scenario &scenario = document()->scenario();
    if (!index.isValid() || index.row() >= int(scenario.credits.size()))
        return {};
    const Credit &credit = scenario.credits[std::size_t(index.row())];
    const int column = index.column();
    switch (role) {
    case ScopeChoicesRole: {
        if (column != AppliesToColumn)
            return {};
        QStringList choices{QStringLiteral("All"), QStringLiteral("Neuron"),
                            QStringLiteral("CUDA")};
        for (const Option &option : scenario.options)
            choices << qs(option.id);
        return choices;
    }
    case RangePathRole:
        return isNumeric(column) ? QVariant(qs(genericPath(column))) : QVariant();
    case Qt::ToolTipRole:
        if (isNumeric(column))
            return field(index.row(), column) + QStringLiteral("\n") +
                   rangeToolTip(genericPath(column).c_str());
        if (column == AppliesToColumn)
            return tr("%1\nWhich options' AWS spend the credit may pay: All, Neuron, CUDA, or "
                      "option ids separated by commas. Options another provider bills get "
                      "no AWS credits.")
                .arg(field(index.row(), column));
        return field(index.row(), column);
    case Qt::TextAlignmentRole:
        return isNumeric(column) ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::DisplayRole:
    case Qt::EditRole:
        break;
    default:
        return {};
    }
    const bool edit = role == Qt::EditRole;
    switch (column) {
    case IdColumn:
        return qs(credit.id);
    case LabelColumn:
        return qs(credit.label);
    case UsdColumn:
        return edit ? QVariant(credit.usd) : QVariant(qs(MoneyFormat::usd(credit.usd, 0)));
    case FirstMonthColumn:
        return credit.firstMonth;
    case ExpiresMonthColumn:
        return credit.expiresMonth;
    case AppliesToColumn:
        return qs(CreditEditing::scopeText(credit));
    default:
        return {};
    }
}

QVariant CreditsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case IdColumn:
        return tr("Id");
    case LabelColumn:
        return tr("Label");
    case UsdColumn:
        return tr("Amount ($)");
    case FirstMonthColumn:
        return tr("First month");
    case ExpiresMonthColumn:
        return tr("Expires month");
    case AppliesToColumn:
        return tr("Applies to");
    default:
        return {};
    }
}

Qt::ItemFlags CreditsModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable;
}

bool CreditsModel::edit(int row, const QString &mergeKey, const QString &description,
                        const std::function<void(Credit &)> &edit)
{
    const Expected<void, QString> applied = document()->apply(
        mergeKey, description, [&](Scenario &s) { edit(s.credits[std::size_t(row)]); });
    if (!applied) {
        Q_EMIT editRejected(applied.error());
        return false;
    }
    return true;
}

bool CreditsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || index.row() >= rowCount())
        return false;
    const int row = index.row();
    const QString id = qs(document()->scenario().credits[std::size_t(row)].id);
    switch (index.column()) {
    case IdColumn:
        return edit(row, {}, tr("Rename credit %1").arg(id),
                    [&](Credit &c) { c.id = value.toString().trimmed().toStdString(); });
    case LabelColumn:
        return edit(row, {}, tr("Label of credit %1").arg(id),
                    [&](Credit &c) { c.label = value.toString().trimmed().toStdString(); });
    case AppliesToColumn:
        return setScope(row, value.toString());
    default:
        return setNumber(index, value);
    }
}

bool CreditsModel::setScope(int row, const QString &text)
{
    Credit credit = document()->scenario().credits[std::size_t(row)];
    const Expected<void, std::string> scoped = CreditEditing::setScope(credit, text.toStdString());
    if (!scoped) {
        // Core names the key; the row's path names the credit.
        Q_EMIT editRejected(QStringLiteral("credits[%1].").arg(row) + qs(scoped.error()));
        return false;
    }
    return edit(row, {}, tr("Scope of credit %1").arg(qs(credit.id)),
                [&](Credit &c) { c = credit; });
}

bool CreditsModel::setNumber(const QModelIndex &index, const QVariant &value)
{
    const int row = index.row();
    const int column = index.column();
    const QString path = field(row, column);
    const std::optional<double> number = CellInput::number(value);
    if (!number) {
        Q_EMIT editRejected(tr("%1: \"%2\" is not a number").arg(path, value.toString()));
        return false;
    }
    const bool whole = column != UsdColumn;
    if (whole && *number != std::floor(*number)) {
        Q_EMIT editRejected(tr("%1: must be a whole number, got %2").arg(path).arg(*number));
        return false;
    }
    const QString description = tr("%1 of credit %2")
                                    .arg(headerData(column, Qt::Horizontal).toString(),
                                         qs(document()->scenario().credits[std::size_t(row)].id));
    return edit(row, path, description, [&](Credit &c) {
        switch (column) {
        case UsdColumn:
            c.usd = *number;
            break;
        case FirstMonthColumn:
            c.firstMonth = int(*number);
            break;
        case ExpiresMonthColumn:
            c.expiresMonth = int(*number);
            break;
        default:
            break;
        }
    });
}

Expected<void, QString> CreditsModel::addCredit()
{
    return document()->apply({}, tr("Add a credit"), [](Scenario &s) {
        CreditEditing::add(s, CreditEditing::suggested(s));
    });
}

Expected<void, QString> CreditsModel::removeCredit(int row)
{
    if (row < 0 || row >= rowCount())
        return Unexpected{tr("No credit selected.")};
    return document()->apply(
        {}, tr("Remove credit %1").arg(qs(document()->scenario().credits[std::size_t(row)].id)),
        [&](Scenario &s) { CreditEditing::remove(s, std::size_t(row)); });
}

} // namespace acceldecide::ui

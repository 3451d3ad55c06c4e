#include "ui/commitment/CreditsModel.h"

#include "ui/document/ScenarioDocument.h"
#include "ui/widgets/Qs.h"
#include "ui/widgets/RangeToolTip.h"

#include "core/editing/CreditEditing.h"
#include "core/text/MoneyFormat.h"

#include <optional>
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
    : TypedEntriesModel(document,
                        {tr("Id"), tr("Label"), tr("Amount ($)"), tr("First month"),
                         tr("Expires month"), tr("Applies to")},
                        &Scenario::credits, parent)
{
    Q_ASSERT(columnCount() == ColumnCount);
}

QString CreditsModel::field(int row, int column) const
{
    return qs(CreditEditing::fieldPath(std::size_t(row), key(column)));
}

QVariant CreditsModel::cellData(int row, int column, int role) const
{
    switch (role) {
    case ChoiceLabelsRole: {
        if (column != AppliesToColumn)
            return {};
        QStringList choices{QStringLiteral("All"), QStringLiteral("Neuron"),
                            QStringLiteral("CUDA")};
        for (const Option &option : document()->scenario().options)
            choices << qs(option.id);
        return choices;
    }
    case RangePathRole:
        return isNumeric(column) ? QVariant(qs(genericPath(column))) : QVariant();
    case Qt::ToolTipRole:
        if (isNumeric(column))
            return field(row, column) + QStringLiteral("\n") +
                   rangeToolTip(genericPath(column).c_str());
        if (column == AppliesToColumn)
            return tr("%1\nWhich options' AWS spend the credit may pay: All, Neuron, CUDA, or "
                      "option ids separated by commas. Options another provider bills get "
                      "no AWS credits.")
                .arg(field(row, column));
        return field(row, column);
    case Qt::TextAlignmentRole:
        return alignment(isNumeric(column));
    default:
        return {};
    }
}

QVariant CreditsModel::cellValue(const Credit &credit, int column, bool edit) const
{
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

bool CreditsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::EditRole || index.row() >= rowCount())
        return false;
    const int row = index.row();
    const int column = index.column();
    const QString id = qs(entry(row).id);
    switch (column) {
    case IdColumn:
        return edit(row, {}, tr("Rename credit %1").arg(id),
                    [&](Credit &c) { c.id = value.toString().trimmed().toStdString(); });
    case LabelColumn:
        return edit(row, {}, tr("Label of credit %1").arg(id),
                    [&](Credit &c) { c.label = value.toString().trimmed().toStdString(); });
    case AppliesToColumn:
        return setScope(row, value.toString());
    default:
        return setNumber(
            index, value, field(row, column),
            tr("%1 of credit %2").arg(headerData(column, Qt::Horizontal).toString(), id),
            [column](Credit &c, std::optional<double> number) {
                if (column == UsdColumn)
                    c.usd = *number;
                else if (column == FirstMonthColumn)
                    c.firstMonth = int(*number);
                else if (column == ExpiresMonthColumn)
                    c.expiresMonth = int(*number);
            });
    }
}

bool CreditsModel::setScope(int row, const QString &text)
{
    Credit credit = entry(row);
    const Expected<void, std::string> scoped = CreditEditing::setScope(credit, text.toStdString());
    // Core names the key; the row's path names the credit.
    if (!scoped)
        return reject(QStringLiteral("credits[%1].").arg(row) + qs(scoped.error()));
    return edit(row, {}, tr("Scope of credit %1").arg(qs(credit.id)),
                [&](Credit &c) { c = credit; });
}

Expected<void, QString> CreditsModel::addCredit()
{
    return addEntry(tr("Add a credit"), [](Scenario &s) -> Expected<void, std::string> {
        CreditEditing::add(s, CreditEditing::suggested(s));
        return {};
    });
}

Expected<void, QString> CreditsModel::removeCredit(int row)
{
    return removeEntry(
        row, tr("No credit selected."),
        [](const Credit &c) { return tr("Remove credit %1").arg(qs(c.id)); },
        &CreditEditing::remove);
}

} // namespace acceldecide::ui

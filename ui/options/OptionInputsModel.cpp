#include "ui/options/OptionInputsModel.h"
#include "ui/render/labels/EnumLabels.h"
#include "ui/widgets/Qs.h"

#include "ui/document/CellInput.h"
#include "ui/options/OptionBlockCells.h"
#include "ui/options/OptionCellEdit.h"
#include "ui/options/OptionColumnHelp.h"
#include "ui/widgets/RefusedInput.h"

#include "ui/document/EvaluationController.h"
#include "ui/document/ScenarioDocument.h"

#include "core/model/RangeTable.h"
#include "core/text/MoneyFormat.h"
#include "core/text/TextFormat.h"

#include <QColor>
#include <QFont>
#include <QLocale>
#include <QStringList>

#include <array>
#include <cmath>

namespace acceldecide::ui {

namespace {

QString stackLabel(Stack stack)
{
    return stack == Stack::Neuron ? OptionInputsModel::tr("Trainium (Neuron)")
                                  : OptionInputsModel::tr("GPU (CUDA)");
}

QString money(double value, int decimals)
{
    return qs(MoneyFormat::usd(value, decimals));
}

QString number(double value, int decimals)
{
    return qs(MoneyFormat::number(value, decimals));
}

} // namespace

OptionInputsModel::OptionInputsModel(ScenarioDocument *document, EvaluationController *controller,
                                     QObject *parent)
    : ScenarioEntriesModel(
          document, ColumnCount,
          [](const Scenario &scenario) { return int(scenario.options.size()); }, parent),
      m_controller(controller)
{
    connect(document, &ScenarioDocument::replaced, this, [this] {
        if (m_refusals.isEmpty())
            return;
        m_refusals.clear();
        Q_EMIT refusalChanged(QString());
    });
    // Catalog-resolved cells change when the evaluation does (after a catalog edit, say).
    connect(m_controller, &EvaluationController::evaluated, this,
            &OptionInputsModel::everyCellChanged);
}

void OptionInputsModel::rowsReset()
{
    // The rows moved: a refused cell no longer says which option it meant.
    if (m_refusals.isEmpty())
        return;
    m_refusals.clear();
    Q_EMIT refusalChanged(QString());
}

QVariant OptionInputsModel::data(const QModelIndex &index, int role) const
{
    const Scenario &scenario = document()->scenario();
    if (!index.isValid() || index.row() >= int(scenario.options.size()))
        return {};
    const Option &option = scenario.options[std::size_t(index.row())];
    const Scenario &resolved = m_controller->resolvedScenario();
    const int resolvedIndex = resolved.optionIndex(option.id);
    const Option *resolvedOption =
        resolvedIndex >= 0 ? &resolved.options[std::size_t(resolvedIndex)] : nullptr;
    const int column = index.column();
    if (const CellRefusals::Refusal *refusal = m_refusals.find(index.row(), column)) {
        if (QVariant shown = refusedData(*refusal, role); shown.isValid())
            return shown;
    }

    if (column == InstanceTypeColumn && (role == Qt::ToolTipRole || role == Qt::BackgroundRole)) {
        if (const QString warning = m_instanceTypes.warning(option.instanceType);
            !warning.isEmpty())
            return role == Qt::ToolTipRole ? QVariant(warning)
                                           : QVariant(QColor(0xff, 0xe8, 0xb0)); // amber
    }

    switch (role) {
    case Qt::DisplayRole:
        return displayValue(option, resolvedOption, column);
    case Qt::EditRole:
        return OptionCellEdit::value(option, column);
    case Qt::ToolTipRole:
        return toolTip(index.row(), column);
    case Qt::TextAlignmentRole:
        return column >= AcceleratorsColumn && column != PurchaseModelColumn &&
                       column != ProviderColumn
                   ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                   : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case Qt::FontRole:
    case FromCatalogRole: {
        // Italics: a figure the scenario leaves to something else (the catalog, or the
        // scenario-wide private discount).
        const bool fromCatalog =
            (column == InstancePriceColumn && !option.instanceHourlyUsd) ||
            (column == ThroughputColumn && !option.throughput) ||
            (column == DiscountColumn && option.purchase.discountFromCatalog) ||
            (column == BlockRateColumn && option.purchase.rateFromCatalog) ||
            (column == PrivateDiscountColumn && option.billedByAws() &&
             !option.privateDiscountPercent);
        if (role == FromCatalogRole)
            return fromCatalog;
        if (!fromCatalog)
            return {};
        QFont font;
        font.setItalic(true);
        return font;
    }
    case ChoicesRole:
        if (column == StackColumn)
            return QStringList{QStringLiteral("neuron"), QStringLiteral("cuda")};
        if (column == PurchaseModelColumn) {
            QStringList models;
            for (PurchaseModel model : {PurchaseModel::OnDemand, PurchaseModel::SavingsPlan1y,
                                        PurchaseModel::SavingsPlan3y, PurchaseModel::Reserved1y,
                                        PurchaseModel::Reserved3y, PurchaseModel::Spot,
                                        PurchaseModel::Effective, PurchaseModel::CapacityBlock})
                models << QString::fromLatin1(toString(model));
            return models;
        }
        return {};
    default:
        return {};
    }
}

QVariant OptionInputsModel::displayValue(const Option &option, const Option *resolved,
                                         int column) const
{
    const Scenario &scenario = document()->scenario();
    switch (column) {
    case LabelColumn:
        return qs(option.label.empty() ? option.id : option.label);
    case StackColumn:
        return stackLabel(option.stack);
    case InstanceTypeColumn:
        return qs(option.instanceType);
    case AcceleratorsColumn:
        return option.acceleratorsPerInstance;
    case InstancePriceColumn: {
        const std::optional<double> price =
            option.instanceHourlyUsd ? option.instanceHourlyUsd
                                     : (resolved ? resolved->instanceHourlyUsd : std::nullopt);
        if (price)
            return money(*price, 2);
        // An effective rate needs no on-demand price; otherwise the catalog supplies it.
        return option.purchase.model == PurchaseModel::Effective ? QStringLiteral("—")
                                                                 : tr("from catalog");
    }
    case PurchaseModelColumn:
        return EnumLabels::purchaseModel(option.purchase.model);
    case DiscountColumn: {
        if (!takesDiscount(option.purchase.model))
            return QStringLiteral("—");
        const double discount = option.purchase.discountFromCatalog && resolved
                                    ? resolved->purchase.discountPercent
                                    : option.purchase.discountPercent;
        return tr("%1 %").arg(number(discount, 1));
    }
    case EffectiveHourlyColumn:
        // A typed effective rate is per accelerator; a Capacity Block's rate is per
        // instance, so its effective figure is the engine's (fees over the hours used).
        if (option.purchase.hourlyUsd && option.purchase.model == PurchaseModel::Effective)
            return money(*option.purchase.hourlyUsd, 2);
        // Derived from the price and purchase model: the engine's figure, formatted as the
        // Results table formats it, so one figure never shows as "—" here and $7.3740 there.
        if (const OptionResult *result = m_controller->evaluation().option(option.id))
            return QString::fromStdString(text::rate(result->effectiveHourlyUsd));
        return QStringLiteral("—");
    case BlockDaysColumn:
    case BlockInstancesColumn:
    case BlockRateColumn:
        return OptionBlockCells::display(option, resolved,
                                         m_controller->evaluation().option(option.id), column);
    case ThroughputColumn: {
        if (scenario.workload.kind == WorkloadKind::Capacity)
            return QStringLiteral("—");
        if (const OptionResult *result = m_controller->evaluation().option(option.id);
            result && result->tokensPerSecPerAccelerator)
            return number(*result->tokensPerSecPerAccelerator, 0);
        if (option.throughput && option.throughput->tokensPerSecPerAccelerator)
            return number(*option.throughput->tokensPerSecPerAccelerator, 0);
        return tr("from catalog");
    }
    case PeakTflopsColumn: {
        const std::optional<double> peak =
            option.peakTflops ? option.peakTflops
                              : (option.throughput ? option.throughput->peakTflops : std::nullopt);
        return peak ? number(*peak, 0) : QString();
    }
    case MfuColumn:
        return option.throughput && option.throughput->mfuPercent
                   ? tr("%1 %").arg(number(*option.throughput->mfuPercent, 1))
                   : QString();
    case PortWeeksColumn:
        return option.migration ? number(option.migration->weeks, 1) : QString();
    case EngineersColumn: {
        if (option.migration && option.migration->engineers)
            return number(*option.migration->engineers, 1);
        return scenario.team && scenario.team->engineers
                   ? tr("team: %1").arg(number(*scenario.team->engineers, 1))
                   : QString();
    }
    case HourlyRateColumn: {
        if (option.migration && option.migration->hourlyRateUsd)
            return money(*option.migration->hourlyRateUsd, 0);
        return scenario.team && scenario.team->hourlyRateUsd
                   ? tr("team: %1").arg(money(*scenario.team->hourlyRateUsd, 0))
                   : QString();
    }
    case MaintenanceColumn:
        return money(option.maintenanceUsdPerMonth, 0);
    case ProviderColumn:
        return option.provider ? qs(*option.provider) : QStringLiteral("AWS");
    case PrivateDiscountColumn:
        if (!option.billedByAws())
            return QStringLiteral("—");
        return tr("%1 %").arg(number(privateDiscountPercentOf(scenario, option), 1));
    default:
        return {};
    }
}

QString OptionInputsModel::toolTip(int row, int column) const
{
    const Option &option = document()->scenario().options[std::size_t(row)];
    const auto found = m_controller->provenance().find(option.id);
    const OptionProvenance *provenance =
        found != m_controller->provenance().end() ? &found->second : nullptr;
    auto cite = [](const PriceSource &source) {
        return tr("Source: %1, observed %2%3")
            .arg(qs(source.title), qs(source.observedDate),
                 source.stale ? tr(" (older than six months)") : QString());
    };
    switch (column) {
    case InstancePriceColumn:
        // Why this price and not another source's: its standing, date and what it beat.
        if (provenance && provenance->price)
            return tr("On-demand price per instance-hour from the catalog.\n%1%2%3")
                .arg(cite(*provenance->price),
                     option.priceObservationId
                         ? tr("\nPinned to observation %1.").arg(*option.priceObservationId)
                         : QString(),
                     provenance->price->chosenBecause.empty()
                         ? QString()
                         : QLatin1Char('\n') + qs(provenance->price->chosenBecause));
        return option.instanceHourlyUsd
                   ? tr("On-demand price per instance-hour, entered in the scenario. Clear the "
                        "cell to take the catalog's best-ranked price (a provider's price list "
                        "first, then its own pages, independent articles, vendor estimates; "
                        "newest first within each).")
                   : tr("Taken from the catalog when one is open.");
    case ThroughputColumn:
        if (provenance && provenance->throughput)
            return tr("Tokens per second per accelerator from a catalog benchmark.\n%1")
                .arg(cite(*provenance->throughput));
        if (option.throughput && !option.throughput->isMeasured())
            return tr("Derived from peak TFLOPS × MFU.");
        return tr("Tokens per second per accelerator (measured). Clear the cell to take a "
                  "catalog benchmark; or enter MFU to derive it from peak TFLOPS.");
    case DiscountColumn:
        return tr("Discount against on-demand for savings plans, reserved and spot. Leave empty "
                  "to take it from the catalog's price for the purchase model: only a price of "
                  "the same source and date as the option's on-demand price is used.");
    case EffectiveHourlyColumn:
        return tr("Effective price per accelerator-hour: typed for the purchase model "
                  "\"effective rate\", otherwise derived from the price and purchase model "
                  "(the same figure as Results' Effective $/accel-h). What commitments the team "
                  "already holds are owed is left out; Results' all-in rate adds it.");
    case BlockDaysColumn:
    case BlockInstancesColumn:
    case BlockRateColumn:
        return OptionBlockCells::toolTip(option, column);
    case PortWeeksColumn:
        return tr("Porting effort in weeks. Use \"Porting profile\" to fill it from a seed's "
                  "effort table.");
    case EngineersColumn:
    case HourlyRateColumn:
        return tr("Override for this option's port; empty uses the scenario's team.");
    case PrivateDiscountColumn:
        if (!option.billedByAws())
            return tr("%1 bills this option: an AWS private pricing discount does not apply.")
                .arg(qs(*option.provider));
        return option.privateDiscountPercent
                   ? tr("This option's own private pricing discount. Clear the cell to take the "
                        "scenario's.")
                   : tr("The scenario's private pricing discount (italics); type a value to "
                        "override it for this option.");
    default:
        return {};
    }
}

Qt::ItemFlags OptionInputsModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsSelectable | Qt::ItemIsEnabled;
    const Option &option = document()->scenario().options[std::size_t(index.row())];
    const bool editable =
        (index.column() != DiscountColumn || takesDiscount(option.purchase.model)) &&
        (index.column() != EffectiveHourlyColumn ||
         option.purchase.model == PurchaseModel::Effective) &&
        (index.column() != PrivateDiscountColumn || option.billedByAws()) &&
        (!OptionBlockCells::isBlockColumn(index.column()) ||
         option.purchase.model == PurchaseModel::CapacityBlock);
    if (editable)
        flags |= Qt::ItemIsEditable;
    return flags;
}

QVariant OptionInputsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    static const char *const kHeaders[ColumnCount] = {
        QT_TR_NOOP("Option"),         QT_TR_NOOP("Stack"),
        QT_TR_NOOP("Instance type"),  QT_TR_NOOP("Accel./instance"),
        QT_TR_NOOP("On-demand $/h"),  QT_TR_NOOP("Purchase model"),
        QT_TR_NOOP("Discount"),       QT_TR_NOOP("Effective $/accel-h"),
        QT_TR_NOOP("Block days"),     QT_TR_NOOP("Block instances"),
        QT_TR_NOOP("Block $/inst-h"), QT_TR_NOOP("Tokens/s/accel"),
        QT_TR_NOOP("Peak TFLOPS"),    QT_TR_NOOP("MFU"),
        QT_TR_NOOP("Port weeks"),     QT_TR_NOOP("Port engineers"),
        QT_TR_NOOP("Port $/h"),       QT_TR_NOOP("Maintenance $/mo"),
        QT_TR_NOOP("Billed by"),      QT_TR_NOOP("Private discount")};
    if (role == Qt::DisplayRole)
        return tr(kHeaders[section]);
    if (role == Qt::ToolTipRole)
        return OptionColumnHelp::toolTip(section);
    return {};
}

void OptionInputsModel::setKnownInstanceTypes(const QStringList &instanceTypes)
{
    m_instanceTypes.setKnown(instanceTypes);
    if (rowCount() > 0)
        Q_EMIT dataChanged(index(0, InstanceTypeColumn), index(rowCount() - 1, InstanceTypeColumn));
}

QString OptionInputsModel::instanceTypeWarnings() const
{
    QStringList lines;
    for (const Option &option : document()->scenario().options) {
        if (const QString warning = m_instanceTypes.warning(option.instanceType);
            !warning.isEmpty())
            lines << tr("%1: %2").arg(qs(option.label.empty() ? option.id : option.label), warning);
    }
    return lines.join(QLatin1Char('\n'));
}

QString OptionInputsModel::headerToolTip(int section)
{
    return OptionColumnHelp::toolTip(section);
}

bool OptionInputsModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || role != Qt::EditRole)
        return false;
    const Scenario &scenario = document()->scenario();
    if (index.row() >= int(scenario.options.size()))
        return false;
    Option edited = scenario.options[std::size_t(index.row())];
    const QString fieldSuffix =
        QString::fromLatin1(fieldPath(index.column())).section(QLatin1String("[]."), 1);
    // Messages name the field by its path in the scenario file, as core's validation does.
    const QString path = QStringLiteral("options[%1].%2").arg(index.row()).arg(fieldSuffix);
    const QString label = headerData(index.column(), Qt::Horizontal).toString();
    const QString optionName = qs(edited.label.empty() ? edited.id : edited.label);
    const QString typed = value.toString();

    // A number no scenario can hold is refused before anything else, in words.
    if (const FieldRange *range = RangeTable::find(fieldPath(index.column()));
        range && !CellInput::isBlank(value)) {
        if (const std::optional<double> number = CellInput::number(value)) {
            if (const std::string problem = range->violation(*number); !problem.empty()) {
                refuse(index, typed, tr("%1: %2 %3.").arg(optionName, label, qs(problem)),
                       tr("%1: %2, got %3").arg(path, qs(problem), typed.trimmed()));
                return false;
            }
        }
    }
    OptionCellEdit::Context context;
    context.catalogAvailable = document()->catalogAvailable();
    if (const OptionResult *result = m_controller->evaluation().option(edited.id))
        context.effectiveHourlyUsd = result->effectiveHourlyUsd;
    if (const Expected<void, QString> edit =
            OptionCellEdit::apply(edited, index.column(), value, context);
        !edit) {
        refuse(index, typed, tr("%1: %2: %3.").arg(optionName, label, edit.error()),
               tr("%1: %2").arg(path, edit.error()));
        return false;
    }
    const std::size_t row = std::size_t(index.row());
    const QString description = tr("Change %1 of %2").arg(label, optionName);
    const QString mergeKey = QStringLiteral("options.%1.%2").arg(qs(edited.id), fieldSuffix);
    if (const Expected<void, QString> problem =
            document()->apply(mergeKey, description, [&](Scenario &s) { s.options[row] = edited; });
        !problem) {
        refuse(index, typed, tr("%1: %2").arg(optionName, problem.error()), problem.error());
        return false;
    }
    clearRefusal(index);
    return true;
}

QVariant OptionInputsModel::refusedData(const CellRefusals::Refusal &refusal, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return refusal.typed;
    case Qt::ToolTipRole:
        return refusal.message;
    case Qt::BackgroundRole:
        return RefusedInput::background();
    case Qt::ForegroundRole:
        return QColor(Qt::black);
    default:
        return {};
    }
}

void OptionInputsModel::refuse(const QModelIndex &index, const QString &typed,
                               const QString &message, const QString &statusMessage)
{
    m_refusals.add(index.row(), index.column(), typed, message);
    Q_EMIT dataChanged(index, index);
    if (!statusMessage.isEmpty())
        Q_EMIT editRejected(statusMessage);
    Q_EMIT refusalChanged(m_refusals.latestMessage());
}

void OptionInputsModel::clearRefusal(const QModelIndex &index)
{
    if (!m_refusals.remove(index.row(), index.column()))
        return;
    Q_EMIT dataChanged(index, index);
    Q_EMIT refusalChanged(m_refusals.latestMessage());
}

} // namespace acceldecide::ui

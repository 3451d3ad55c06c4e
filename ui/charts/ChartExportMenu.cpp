#include "ui/charts/ChartExportMenu.h"
#include "ui/render/charts/EvaluationCharts.h"

#include "ui/render/charts/ChartImageExport.h"
#include "ui/render/charts/EvaluationChart.h"

#include <QChartView>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStandardPaths>

#include <optional>

namespace acceldecide::ui {

namespace {

// Where the last export went and the last chosen pixel size: a second chart of the same
// deck is usually saved next to the first, at the same size. Per session only.
QString &lastDirectory()
{
    static QString directory;
    if (directory.isEmpty())
        directory = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    if (directory.isEmpty())
        directory = QDir::homePath();
    return directory;
}

QSize &lastPixelSize()
{
    static QSize size(1920, 1080); // a full-width 16:9 slide
    return size;
}

QSpinBox *pixelSpinBox(int value, QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setRange(ChartImageExport::kMinPixels, ChartImageExport::kMaxPixels);
    box->setSingleStep(10);
    box->setSuffix(QStringLiteral(" px"));
    box->setValue(value);
    return box;
}

// Width and height for "Save as PNG at Size…"; nullopt when cancelled.
std::optional<QSize> askForPixelSize(QWidget *parent, const QSize &initial)
{
    QDialog dialog(parent);
    dialog.setWindowTitle(ChartExportMenu::tr("PNG Size"));
    auto *width = pixelSpinBox(initial.width(), &dialog);
    auto *height = pixelSpinBox(initial.height(), &dialog);
    width->setAccessibleName(ChartExportMenu::tr("Width in pixels"));
    height->setAccessibleName(ChartExportMenu::tr("Height in pixels"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    QObject::connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QFormLayout(&dialog);
    layout->addRow(ChartExportMenu::tr("&Width:"), width);
    layout->addRow(ChartExportMenu::tr("&Height:"), height);
    layout->addRow(buttons);
    if (dialog.exec() != QDialog::Accepted)
        return std::nullopt;
    return QSize(width->value(), height->value());
}

} // namespace

ChartExportMenu::ChartExportMenu(QChartView *view, const EvaluationChart *shown, int index,
                                 std::function<ChartInputs()> inputs)
    : QObject(view), m_view(view), m_shown(shown), m_index(index), m_inputs(std::move(inputs))
{
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_view, &QWidget::customContextMenuRequested, this, &ChartExportMenu::showMenu);
}

ChartExportMenu *ChartExportMenu::install(QChartView *view, const EvaluationChart *shown, int index,
                                          std::function<ChartInputs()> inputs)
{
    return new ChartExportMenu(view, shown, index, std::move(inputs));
}

ChartExportMenu *ChartExportMenu::of(const QWidget *view)
{
    return view ? view->findChild<ChartExportMenu *>(QString(), Qt::FindDirectChildrenOnly)
                : nullptr;
}

QMenu *ChartExportMenu::createMenu(QWidget *parent)
{
    auto *menu = new QMenu(parent);
    menu->addAction(tr("Save as PNG (1×)…"), this, [this] { savePng(1.0); });
    menu->addAction(tr("Save as PNG (2×)…"), this, [this] { savePng(2.0); });
    menu->addAction(tr("Save as PNG at Size…"), this, &ChartExportMenu::savePngAtSize);
    menu->addAction(tr("Save as SVG…"), this, &ChartExportMenu::saveSvg);
    menu->addSeparator();
    menu->addAction(tr("Copy to Clipboard"), this, &ChartExportMenu::copyToClipboard);
    return menu;
}

void ChartExportMenu::showMenu(const QPoint &position)
{
    QMenu *menu = createMenu(m_view);
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->popup(m_view->viewport()->mapToGlobal(position));
}

QSizeF ChartExportMenu::shownSize() const
{
    // The view resizes its chart to fill it (no frame in either owner); its own size is
    // also right before a hidden view's pending resize has reached the chart.
    return QSizeF(m_view->size());
}

QString ChartExportMenu::defaultFileName(const QString &suffix) const
{
    QString name = m_shown ? m_shown->title() : tr("Chart");
    if (m_inputs) {
        const ChartInputs current = inputs();
        if (current.scenario && !current.scenario->name.empty())
            name += QStringLiteral(" - ") + QString::fromStdString(current.scenario->name);
    }
    static const QRegularExpression refused(QStringLiteral("[/\\\\:*?\"<>|\\x00-\\x1f]"));
    name.replace(refused, QStringLiteral("-"));
    name = name.simplified();
    return name + QLatin1Char('.') + suffix;
}

std::unique_ptr<EvaluationChart> ChartExportMenu::freshChart() const
{
    if (!m_inputs || !m_shown)
        return nullptr;
    const ChartInputs current = inputs();
    if (!current.valid())
        return nullptr;
    std::vector<std::unique_ptr<EvaluationChart>> charts = EvaluationCharts::createAll();
    if (m_index < 0 || std::size_t(m_index) >= charts.size())
        return nullptr;
    std::unique_ptr<EvaluationChart> chart = std::move(charts[std::size_t(m_index)]);
    chart->setPalette(m_shown->palette());
    chart->update(current);
    return chart;
}

ChartInputs ChartExportMenu::inputs() const
{
    return m_inputs();
}

QString ChartExportMenu::exportSized(const QString &path, const QSizeF &logical,
                                     const QSize &pixels) const
{
    std::unique_ptr<EvaluationChart> chart = freshChart();
    if (!chart)
        return tr("Cannot export to %1: there is no evaluated scenario to draw")
            .arg(QDir::toNativeSeparators(path));
    return ChartImageExport::write(*chart, path, logical, pixels);
}

QString ChartExportMenu::exportAtScale(const QString &path, qreal scale) const
{
    const QSizeF logical = shownSize();
    return exportSized(path, logical, ChartImageExport::pixelsAt(logical, scale));
}

QString ChartExportMenu::exportAtPixels(const QString &path, const QSize &pixels) const
{
    return exportSized(path, ChartImageExport::logicalSizeFor(pixels, shownSize()), pixels);
}

QString ChartExportMenu::copyAtScale(qreal scale) const
{
    std::unique_ptr<EvaluationChart> chart = freshChart();
    if (!chart)
        return tr("Cannot copy the chart: there is no evaluated scenario to draw");
    const QSizeF logical = shownSize();
    return ChartImageExport::copyToClipboard(*chart, logical,
                                             ChartImageExport::pixelsAt(logical, scale));
}

QString ChartExportMenu::askForPath(const QString &caption, const QString &suffix,
                                    const QString &filters, QString *selectedFilter)
{
    QString path = QFileDialog::getSaveFileName(
        m_view, caption, QDir(lastDirectory()).filePath(defaultFileName(suffix)), filters,
        selectedFilter);
    if (path.isEmpty())
        return path;
    // The dialog does not add the extension on every platform, and the extension is
    // what picks the format.
    if (QFileInfo(path).suffix().isEmpty()) {
        QString wanted = suffix;
        if (selectedFilter && selectedFilter->contains(QLatin1String("*.svg")))
            wanted = QStringLiteral("svg");
        else if (selectedFilter && selectedFilter->contains(QLatin1String("*.png")))
            wanted = QStringLiteral("png");
        path += QLatin1Char('.') + wanted;
    }
    lastDirectory() = QFileInfo(path).absolutePath();
    return path;
}

void ChartExportMenu::report(const QString &error)
{
    if (!error.isEmpty())
        QMessageBox::warning(m_view, tr("Export Chart"), error);
}

void ChartExportMenu::savePng(qreal scale)
{
    const QString path =
        askForPath(scale > 1.0 ? tr("Save Chart as PNG (2×)") : tr("Save Chart as PNG"),
                   QStringLiteral("png"), tr("PNG image (*.png)"));
    if (!path.isEmpty())
        report(exportAtScale(path, scale));
}

void ChartExportMenu::savePngAtSize()
{
    const std::optional<QSize> pixels = askForPixelSize(m_view, lastPixelSize());
    if (!pixels)
        return;
    lastPixelSize() = *pixels;
    const QString path =
        askForPath(tr("Save Chart as PNG (%1 × %2 px)").arg(pixels->width()).arg(pixels->height()),
                   QStringLiteral("png"), tr("PNG image (*.png)"));
    if (!path.isEmpty())
        report(exportAtPixels(path, *pixels));
}

void ChartExportMenu::saveSvg()
{
    const QString path =
        askForPath(tr("Save Chart as SVG"), QStringLiteral("svg"), tr("SVG image (*.svg)"));
    if (!path.isEmpty())
        report(exportAtScale(path, 1.0));
}

void ChartExportMenu::saveWithDialog()
{
    const QString png = tr("PNG image (*.png)");
    const QString png2x = tr("PNG image at 2× (*.png)");
    const QString svg = tr("SVG image (*.svg)");
    QString selected = png2x;
    const QString path =
        askForPath(tr("Export Chart"), QStringLiteral("png"),
                   QStringList{png, png2x, svg}.join(QStringLiteral(";;")), &selected);
    if (path.isEmpty())
        return;
    // The extension picks the format; the filter only says which PNG scale.
    report(exportAtScale(path, selected == png2x ? 2.0 : 1.0));
}

void ChartExportMenu::copyToClipboard()
{
    report(copyAtScale(1.0));
}

} // namespace acceldecide::ui

#include "ui/catalog/PriceImportDialog.h"

#include "database/import/SkyPilotCloud.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

#include <algorithm>

namespace acceldecide::ui {

namespace {

using Format = PriceImportRequest::Format;

// What each format needs, in a sentence: the Savings Plans import in particular only
// prices instance types the catalog already has, which surprises when not said.
QString hintFor(Format format)
{
    switch (format) {
    case Format::AwsPriceList:
        return PriceImportDialog::tr(
            "The AmazonEC2 offer's index.csv for a region, from the AWS Price List API. "
            "Hundreds of megabytes are fine. Linux on-demand and reserved prices of "
            "accelerator instances are kept.");
    case Format::AwsSavingsPlans:
        return PriceImportDialog::tr(
            "The AWSComputeSavingsPlan offer CSV. Only instance types already in the "
            "catalog get rates: import the EC2 price list or SkyPilot catalog first.");
    case Format::SkyPilot:
        return PriceImportDialog::tr(
            "A cloud's vms.csv of a SkyPilot catalog (catalogs/v7/<cloud>/vms.csv): "
            "accelerator instance types with their on-demand and spot prices, billed by that "
            "cloud. GCP's GPUs are priced with the host VM they attach to.");
    case Format::CatalogCsv:
        return PriceImportDialog::tr(
            "A folder written by 'acceldecide-cli catalog export', one CSV per table. "
            "Rows already in the catalog are skipped.");
    }
    return {};
}

} // namespace

PriceImportDialog::PriceImportDialog(const QString &catalogPath, QWidget *parent)
    : QDialog(parent), m_format(new QComboBox(this)), m_hint(new QLabel(this)),
      m_path(new QLineEdit(this)), m_browse(new QPushButton(tr("&Browse…"), this)),
      m_region(new QLineEdit(this)), m_cloud(new QComboBox(this)), m_form(new QFormLayout),
      m_problem(new QLabel(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Import Prices"));
    for (const Format format : PriceImportRequest::formats())
        m_format->addItem(PriceImportRequest::label(format), int(format));
    m_format->setAccessibleName(tr("Format"));
    m_hint->setWordWrap(true);
    m_path->setAccessibleName(tr("File to import"));
    m_path->setClearButtonEnabled(true);
    m_region->setAccessibleName(tr("Region"));
    m_region->setPlaceholderText(tr("All regions (e.g. us-east-1)"));
    // AWS region codes: lower-case letters, digits and dashes.
    m_region->setValidator(new QRegularExpressionValidator(
        QRegularExpression(QStringLiteral("[a-z0-9-]*")), m_region));
    m_cloud->setAccessibleName(tr("Cloud"));
    m_cloud->addItem(tr("From the path (…/<cloud>/vms.csv)"), QString());
    for (const QString &name : db::import::SkyPilotCloud::names())
        m_cloud->addItem(tr("%1 (billed by %2)")
                             .arg(name, db::import::SkyPilotCloud::fromName(name)->provider()),
                         name);
    m_problem->setWordWrap(true);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));

    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(m_browse);
    m_form->addRow(tr("&Format:"), m_format);
    m_form->addRow(QString(), m_hint);
    auto *fileLabel = new QLabel(tr("F&ile:"), this);
    fileLabel->setBuddy(m_path); // addRow(text, layout) would leave the mnemonic dead
    m_form->addRow(fileLabel, pathRow);
    m_form->addRow(tr("&Region:"), m_region);
    m_form->addRow(tr("C&loud:"), m_cloud);
    auto *into =
        new QLabel(tr("Into the catalog %1. Nothing is written unless the whole file is imported.")
                       .arg(QDir::toNativeSeparators(catalogPath)),
                   this);
    into->setWordWrap(true);
    into->setTextFormat(Qt::PlainText);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(m_form);
    layout->addWidget(into);
    layout->addWidget(m_problem);
    layout->addStretch(1);
    layout->addWidget(m_buttons);
    setMinimumWidth(560);

    connect(m_format, &QComboBox::currentIndexChanged, this, &PriceImportDialog::updateState);
    connect(m_path, &QLineEdit::textChanged, this, &PriceImportDialog::updateState);
    connect(m_cloud, &QComboBox::currentIndexChanged, this, &PriceImportDialog::updateState);
    connect(m_browse, &QPushButton::clicked, this, &PriceImportDialog::browse);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateState();
}

QPushButton *PriceImportDialog::importButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

Format PriceImportDialog::format() const
{
    return Format(m_format->currentData().toInt());
}

PriceImportRequest PriceImportDialog::request() const
{
    PriceImportRequest request;
    request.format = format();
    request.path = m_path->text().trimmed();
    request.region = m_region->text().trimmed();
    if (request.format == Format::SkyPilot)
        request.cloud = m_cloud->currentData().toString();
    return request;
}

void PriceImportDialog::setRequest(const PriceImportRequest &request)
{
    m_format->setCurrentIndex(m_format->findData(int(request.format)));
    m_path->setText(request.path);
    m_region->setText(request.region);
    m_cloud->setCurrentIndex(std::max(0, m_cloud->findData(request.cloud)));
    updateState();
}

QString PriceImportDialog::problem() const
{
    const QString path = m_path->text().trimmed();
    const bool folder = PriceImportRequest::readsFolder(format());
    if (path.isEmpty())
        return folder ? tr("Choose the folder to import.") : tr("Choose the file to import.");
    const QFileInfo info(path);
    if (!info.exists())
        return tr("%1 does not exist.").arg(QDir::toNativeSeparators(path));
    if (folder && !info.isDir())
        return tr("%1 is a file; this format reads a folder.").arg(QDir::toNativeSeparators(path));
    if (!folder && info.isDir())
        return tr("%1 is a folder; this format reads one file.")
            .arg(QDir::toNativeSeparators(path));
    return cloudProblem();
}

QString PriceImportDialog::cloudProblem() const
{
    if (format() != Format::SkyPilot)
        return {};
    const PriceImportRequest wanted = request();
    const auto fromPath = db::import::SkyPilotCloud::fromPath(wanted.path);
    if (wanted.cloud.isEmpty() && !fromPath)
        return tr("Which cloud's catalog %1 is cannot be told from its path (only "
                  "…/<cloud>/vms.csv can): choose the cloud.")
            .arg(QDir::toNativeSeparators(wanted.path));
    if (!wanted.cloud.isEmpty() && fromPath && fromPath->name() != wanted.cloud)
        return tr("%1 is the catalog's %2/vms.csv: choose %2 or From the path.")
            .arg(QDir::toNativeSeparators(wanted.path), fromPath->name());
    return {};
}

void PriceImportDialog::browse()
{
    const QString current = m_path->text().trimmed();
    const QString start = current.isEmpty() ? QDir::homePath() : current;
    const QString chosen =
        PriceImportRequest::readsFolder(format())
            ? QFileDialog::getExistingDirectory(this, tr("Catalog CSV folder"), start)
            : QFileDialog::getOpenFileName(this, tr("File to import"), start,
                                           PriceImportRequest::fileFilter(format()));
    if (!chosen.isEmpty())
        m_path->setText(QDir::toNativeSeparators(chosen));
}

void PriceImportDialog::updateState()
{
    const bool skyPilot = format() == Format::SkyPilot;
    m_form->setRowVisible(m_cloud, skyPilot);
    QString hint = hintFor(format());
    if (const auto cloud = request().skyPilotCloud(); skyPilot && cloud)
        hint += QLatin1Char('\n') + tr("Prices billed by %1.").arg(cloud->provider());
    m_hint->setText(hint);
    const QString why = problem();
    // Nothing typed yet is not an error: only say why once there is a path.
    m_problem->setText(m_path->text().trimmed().isEmpty() ? QString() : why);
    m_problem->setVisible(!m_problem->text().isEmpty());
    importButton()->setEnabled(why.isEmpty());
}

} // namespace acceldecide::ui

#include "ui/catalog/PriceImportDialog.h"

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
            "aws/vms.csv of a SkyPilot catalog (v7): accelerator instance types with their "
            "on-demand and spot prices.");
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
      m_region(new QLineEdit(this)), m_problem(new QLabel(this)),
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
    m_problem->setWordWrap(true);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));

    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(m_browse);
    auto *form = new QFormLayout;
    form->addRow(tr("&Format:"), m_format);
    form->addRow(QString(), m_hint);
    auto *fileLabel = new QLabel(tr("F&ile:"), this);
    fileLabel->setBuddy(m_path); // addRow(text, layout) would leave the mnemonic dead
    form->addRow(fileLabel, pathRow);
    form->addRow(tr("&Region:"), m_region);
    auto *into =
        new QLabel(tr("Into the catalog %1. Nothing is written unless the whole file is imported.")
                       .arg(QDir::toNativeSeparators(catalogPath)),
                   this);
    into->setWordWrap(true);
    into->setTextFormat(Qt::PlainText);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(into);
    layout->addWidget(m_problem);
    layout->addStretch(1);
    layout->addWidget(m_buttons);
    setMinimumWidth(560);

    connect(m_format, &QComboBox::currentIndexChanged, this, &PriceImportDialog::updateState);
    connect(m_path, &QLineEdit::textChanged, this, &PriceImportDialog::updateState);
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
    return request;
}

void PriceImportDialog::setRequest(const PriceImportRequest &request)
{
    m_format->setCurrentIndex(m_format->findData(int(request.format)));
    m_path->setText(request.path);
    m_region->setText(request.region);
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
    m_hint->setText(hintFor(format()));
    const QString why = problem();
    // Nothing typed yet is not an error: only say why once there is a path.
    m_problem->setText(m_path->text().trimmed().isEmpty() ? QString() : why);
    m_problem->setVisible(!m_problem->text().isEmpty());
    importButton()->setEnabled(why.isEmpty());
}

} // namespace acceldecide::ui

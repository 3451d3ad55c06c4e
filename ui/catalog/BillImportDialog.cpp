#include "ui/catalog/BillImportDialog.h"

#include "ui/widgets/Labels.h"
#include "ui/widgets/Qs.h"

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
#include <QVBoxLayout>

namespace acceldecide::ui {

namespace {

using actuals::BillFormat;

// The CLI's --format values, in its order, with what each reads.
struct FormatChoice
{
    BillFormat format;
    const char *label;
    const char *hint;
};

const FormatChoice kFormats[] = {
    {BillFormat::Focus, QT_TRANSLATE_NOOP("BillImportDialog", "FOCUS"),
     QT_TRANSLATE_NOOP("BillImportDialog",
                       "A FOCUS 1.0 to 1.2 export from AWS Data Exports. The lines of "
                       "accelerated instances are kept; storage, data transfer and other "
                       "instances are counted as skipped.")},
    {BillFormat::Cur2, QT_TRANSLATE_NOOP("BillImportDialog", "CUR 2.0"),
     QT_TRANSLATE_NOOP("BillImportDialog",
                       "An AWS Cost and Usage Report 2.0 from AWS Data Exports. A month split "
                       "across several files is imported one file at a time.")},
};

// Accounts, regions and families as typed: separated by commas or spaces.
std::vector<std::string> listOf(const QLineEdit *edit, bool lowerCase)
{
    static const QRegularExpression separators(QStringLiteral("[,\\s]+"));
    std::vector<std::string> values;
    for (const QString &value : edit->text().split(separators, Qt::SkipEmptyParts))
        values.push_back((lowerCase ? value.toLower() : value).toStdString());
    return values;
}

QString joined(const std::vector<std::string> &values)
{
    QStringList texts;
    for (const std::string &value : values)
        texts << qs(value);
    return texts.join(QStringLiteral(", "));
}

} // namespace

BillImportDialog::BillImportDialog(const QString &catalogPath, QWidget *parent)
    : QDialog(parent), m_format(new QComboBox(this)), m_hint(Labels::wrapped(this)),
      m_path(new QLineEdit(this)), m_browse(new QPushButton(tr("&Browse…"), this)),
      m_accounts(filterEdit(tr("Accounts"), tr("All accounts (e.g. 111122223333)"))),
      m_regions(filterEdit(tr("Regions"), tr("All regions (e.g. us-east-1, us-west-2)"))),
      m_families(filterEdit(tr("Instance families"), tr("All families (e.g. p5, trn1)"))),
      m_tag(filterEdit(tr("Tag"), tr("Any tag (key=value, e.g. project=llm-train)"))),
      m_tagError(Labels::wrapped(this)), m_problem(Labels::wrapped(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Import Bill"));
    for (const FormatChoice &choice : kFormats)
        m_format->addItem(tr(choice.label), int(choice.format));
    m_format->setAccessibleName(tr("Format"));
    m_path->setAccessibleName(tr("Bill file"));
    m_path->setClearButtonEnabled(true);
    m_path->setPlaceholderText(tr("A CSV export, plain or gzip (.csv, .csv.gz)"));
    m_tagError->setTextFormat(Qt::PlainText); // quotes what was typed
    Labels::setTextColour(m_tagError, Labels::errorColour());
    m_tagError->hide();
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));

    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(m_browse);
    // The hint under the combo in the same cell: as a row of its own, QFormLayout sizes a
    // wrapped label for a narrower width than it gets, and pads it with blank lines.
    auto *formatColumn = new QVBoxLayout;
    formatColumn->addWidget(m_format);
    formatColumn->addWidget(m_hint);
    formatColumn->addSpacing(4); // the hint belongs to the row above, not to File
    auto *formatLabel = new QLabel(tr("&Format:"), this);
    formatLabel->setBuddy(m_format);
    auto *form = new QFormLayout;
    form->addRow(formatLabel, formatColumn);
    auto *fileLabel = new QLabel(tr("Fi&le:"), this);
    fileLabel->setBuddy(m_path); // addRow(text, layout) would leave the mnemonic dead
    form->addRow(fileLabel, pathRow);
    form->addRow(tr("&Accounts:"), m_accounts);
    form->addRow(tr("&Regions:"), m_regions);
    form->addRow(tr("Fa&milies:"), m_families);
    // The tag's problem stands right under it, in the same cell (as the hint does).
    auto *tagColumn = new QVBoxLayout;
    tagColumn->addWidget(m_tag);
    tagColumn->addWidget(m_tagError);
    auto *tagLabel = new QLabel(tr("&Tag:"), this);
    tagLabel->setBuddy(m_tag);
    form->addRow(tagLabel, tagColumn);
    auto *into = Labels::wrapped(this);
    into->setTextFormat(Qt::PlainText);
    into->setText(tr("Into the catalog %1. Nothing is written unless the whole file is "
                     "imported, and a file imported before adds nothing.")
                      .arg(QDir::toNativeSeparators(catalogPath)));
    Labels::setTextColour(m_problem, Labels::errorColour());
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addSpacing(layout->spacing());
    layout->addWidget(into);
    layout->addWidget(m_problem);
    layout->addStretch(1);
    layout->addWidget(m_buttons);
    setMinimumWidth(560);

    connect(m_format, &QComboBox::currentIndexChanged, this, &BillImportDialog::updateState);
    connect(m_path, &QLineEdit::textChanged, this, &BillImportDialog::updateState);
    connect(m_tag, &QLineEdit::textChanged, this, &BillImportDialog::updateState);
    connect(m_browse, &QPushButton::clicked, this, &BillImportDialog::browse);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    updateState();
}

QLineEdit *BillImportDialog::filterEdit(const QString &name, const QString &placeholder)
{
    auto *edit = new QLineEdit(this);
    edit->setAccessibleName(name);
    edit->setPlaceholderText(placeholder);
    edit->setClearButtonEnabled(true);
    return edit;
}

QPushButton *BillImportDialog::importButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

BillFormat BillImportDialog::format() const
{
    return BillFormat(m_format->currentData().toInt());
}

BillImportRequest BillImportDialog::request() const
{
    BillImportRequest request;
    request.format = format();
    request.path = m_path->text().trimmed();
    request.filter.accounts = listOf(m_accounts, false);
    // AWS writes region codes and instance types in lower case; "P5" means p5.
    request.filter.regions = listOf(m_regions, true);
    request.filter.families = listOf(m_families, true);
    const QString tag = m_tag->text().trimmed();
    if (!tag.isEmpty()) {
        if (const auto parsed = actuals::BillFilter::parseTag(tag.toStdString()))
            request.filter.tag = parsed.value();
    }
    return request;
}

void BillImportDialog::setRequest(const BillImportRequest &request)
{
    m_format->setCurrentIndex(std::max(0, m_format->findData(int(request.format))));
    m_path->setText(request.path);
    m_accounts->setText(joined(request.filter.accounts));
    m_regions->setText(joined(request.filter.regions));
    m_families->setText(joined(request.filter.families));
    m_tag->setText(request.filter.tag ? qs(request.filter.tag->first) + QLatin1Char('=') +
                                            qs(request.filter.tag->second)
                                      : QString());
    updateState();
}

QString BillImportDialog::tagProblem() const
{
    const QString tag = m_tag->text().trimmed();
    if (tag.isEmpty())
        return {};
    const auto parsed = actuals::BillFilter::parseTag(tag.toStdString());
    // core's words name the tag already ("tag \"project\" is not key=value ...").
    return parsed ? QString() : qs(parsed.error());
}

QString BillImportDialog::problem() const
{
    const QString path = m_path->text().trimmed();
    if (path.isEmpty())
        return tr("File: choose the bill export to import.");
    const QFileInfo info(path);
    if (!info.exists())
        return tr("File: %1 does not exist.").arg(QDir::toNativeSeparators(path));
    if (info.isDir())
        return tr("File: %1 is a folder; a bill export is one file (import a month's parts "
                  "one at a time).")
            .arg(QDir::toNativeSeparators(path));
    return tagProblem();
}

void BillImportDialog::browse()
{
    const QString current = m_path->text().trimmed();
    const QString chosen = QFileDialog::getOpenFileName(
        this, tr("Bill export"), current.isEmpty() ? QDir::homePath() : current,
        tr("Bill exports (*.csv *.csv.gz *.gz)") + QStringLiteral(";;") + tr("All files (*)"));
    if (!chosen.isEmpty())
        m_path->setText(QDir::toNativeSeparators(chosen));
}

void BillImportDialog::updateState()
{
    for (const FormatChoice &choice : kFormats) {
        if (choice.format == format())
            m_hint->setText(tr(choice.hint));
    }
    // The tag's problem stands under the tag; the line under the form says the file's.
    const QString tag = tagProblem();
    m_tagError->setText(tag);
    m_tagError->setVisible(!tag.isEmpty());
    const QString why = problem();
    // Nothing typed yet is not an error: only say why once there is a path.
    const bool fileProblem = why != tag;
    m_problem->setText(m_path->text().trimmed().isEmpty() || !fileProblem ? QString() : why);
    m_problem->setVisible(!m_problem->text().isEmpty());
    importButton()->setEnabled(why.isEmpty());
}

} // namespace acceldecide::ui

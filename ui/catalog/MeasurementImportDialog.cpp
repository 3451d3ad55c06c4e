#include "ui/catalog/MeasurementImportDialog.h"

#include "ui/widgets/Labels.h"
#include "ui/widgets/Qs.h"

#include "core/performance/PerformanceCatalog.h"

#include <QComboBox>
#include <QDateEdit>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <initializer_list>
#include <utility>

namespace acceldecide::ui {

namespace {

using db::MeasurementFormat;

// The CLI's --format list, in its order, with what each reads.
struct FormatChoice
{
    MeasurementFormat format;
    const char *label;
    const char *hint;
    const char *filter;
    const char *engine; // the engine that writes it, offered first
};

const FormatChoice kFormats[] = {
    {MeasurementFormat::VllmBench, QT_TRANSLATE_NOOP("MeasurementImportDialog", "vLLM benchmark"),
     QT_TRANSLATE_NOOP("MeasurementImportDialog",
                       "The JSON that \"vllm bench serve --save-result\" writes (or "
                       "benchmarks/benchmark_serving.py). Its request_rate must be inf."),
     "JSON (*.json)", "vllm"},
    {MeasurementFormat::TrtllmBench,
     QT_TRANSLATE_NOOP("MeasurementImportDialog", "TensorRT-LLM trtllm-bench"),
     QT_TRANSLATE_NOOP(
         "MeasurementImportDialog",
         "The JSON that \"trtllm-bench throughput --report_json\" writes; its tensor and "
         "pipeline parallel must be the ones given here."),
     "JSON (*.json)", "tensorrt-llm"},
    {MeasurementFormat::LlmPerf, QT_TRANSLATE_NOOP("MeasurementImportDialog", "LLMPerf summary"),
     QT_TRANSLATE_NOOP("MeasurementImportDialog",
                       "The *_summary.json LLMPerf's token_benchmark_ray.py writes."),
     "JSON (*_summary.json *.json)", "vllm"},
    {MeasurementFormat::BenchmarksCsv,
     QT_TRANSLATE_NOOP("MeasurementImportDialog", "Measurements CSV"),
     QT_TRANSLATE_NOOP("MeasurementImportDialog",
                       "A CSV with the columns of the shipped measurements-*.csv: every row "
                       "states its own accelerator, engine, model and setup."),
     "CSV (*.csv)", ""},
};

const FormatChoice &choiceOf(MeasurementFormat format)
{
    for (const FormatChoice &choice : kFormats) {
        if (choice.format == format)
            return choice;
    }
    return kFormats[0];
}

// Engines the shipped measurements name; any other may be typed.
const char *const kEngines[] = {"vllm",          "tensorrt-llm",         "sglang",
                                "nxd-inference", "transformers-neuronx", "megatron-bridge"};

const performance::DataType kDataTypes[] = {performance::DataType::Bf16, performance::DataType::Fp8,
                                            performance::DataType::Fp16, performance::DataType::Fp4,
                                            performance::DataType::Fp32};

QSpinBox *parallelBox(QWidget *parent, const QString &name)
{
    auto *box = new QSpinBox(parent);
    box->setRange(1, 1 << 16);
    box->setAccessibleName(name);
    return box;
}

} // namespace

MeasurementImportDialog::MeasurementImportDialog(const QString &catalogPath,
                                                 const QStringList &models, QWidget *parent)
    : QDialog(parent), m_format(new QComboBox(this)), m_hint(new QLabel(this)),
      m_path(new QLineEdit(this)), m_browse(new QPushButton(tr("&Browse…"), this)),
      m_accelerator(new QComboBox(this)), m_engine(new QComboBox(this)),
      m_engineVersion(new QLineEdit(this)), m_model(new QComboBox(this)),
      m_dataType(new QComboBox(this)), m_tensorParallel(parallelBox(this, tr("Tensor parallel"))),
      m_pipelineParallel(parallelBox(this, tr("Pipeline parallel"))),
      m_instanceType(new QLineEdit(this)), m_date(new QDateEdit(QDate::currentDate(), this)),
      m_source(new QLineEdit(this)), m_problem(Labels::wrapped(this)),
      m_outcome(new QPlainTextEdit(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Close, this))
{
    setWindowTitle(tr("Import Benchmark Results"));
    for (const FormatChoice &choice : kFormats)
        m_format->addItem(tr(choice.label), int(choice.format));
    m_format->setAccessibleName(tr("Format"));
    m_hint->setWordWrap(true);
    m_path->setAccessibleName(tr("Benchmark result file"));
    m_path->setClearButtonEnabled(true);
    for (const std::string &id : performance::PerformanceCatalog::builtIn().acceleratorIds())
        m_accelerator->addItem(qs(id));
    m_accelerator->setAccessibleName(tr("Accelerator"));
    m_engine->setEditable(true);
    for (const char *engine : kEngines)
        m_engine->addItem(QString::fromLatin1(engine));
    m_engine->setAccessibleName(tr("Engine"));
    m_engineVersion->setPlaceholderText(tr("Optional"));
    m_model->addItems(models);
    m_model->setAccessibleName(tr("Model"));
    for (const performance::DataType type : kDataTypes)
        m_dataType->addItem(qs(performance::nameOf(type)), int(type));
    m_dataType->setAccessibleName(tr("Data type"));
    m_instanceType->setPlaceholderText(tr("Optional, e.g. p5.48xlarge"));
    m_date->setCalendarPopup(true);
    m_date->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
    m_date->setAccessibleName(tr("Measured on"));
    m_source->setAccessibleName(tr("Source"));
    m_source->setPlaceholderText(tr("Where the file is kept: a path, a URL, a ticket"));
    m_outcome->setReadOnly(true);
    m_outcome->setAccessibleName(tr("Import result"));
    m_outcome->setMaximumHeight(96);
    m_outcome->hide();
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
    addSetupRows(form);
    auto *into = Labels::wrapped(this);
    into->setTextFormat(Qt::PlainText);
    into->setText(tr("Into the catalog %1, whole or not at all. The throughput estimates are "
                     "then calibrated on the team's own measurements first.")
                      .arg(QDir::toNativeSeparators(catalogPath)));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(into);
    layout->addWidget(m_problem);
    layout->addWidget(m_outcome);
    layout->addStretch(1);
    layout->addWidget(m_buttons);
    setMinimumWidth(600);

    connect(m_format, &QComboBox::currentIndexChanged, this, [this] {
        // The engine that writes the format, unless another was typed.
        if (const char *engine = choiceOf(format()).engine; *engine)
            m_engine->setCurrentText(QString::fromLatin1(engine));
        updateState();
    });
    connect(m_path, &QLineEdit::textChanged, this, &MeasurementImportDialog::fileChanged);
    connect(m_engine, &QComboBox::currentTextChanged, this, &MeasurementImportDialog::updateState);
    connect(m_date, &QDateEdit::dateChanged, this,
            [this] { m_dateTyped = m_dateTyped || !m_filling; });
    connect(m_source, &QLineEdit::textEdited, this, [this] { m_sourceTyped = true; });
    connect(m_browse, &QPushButton::clicked, this, &MeasurementImportDialog::browse);
    connect(m_buttons, &QDialogButtonBox::accepted, this,
            [this] { Q_EMIT importRequested(request()); });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_engine->setCurrentText(QString::fromLatin1(choiceOf(format()).engine));
    updateState();
}

void MeasurementImportDialog::addSetupRows(QFormLayout *form)
{
    // A row of several fields, each after its own label.
    const auto row = [this](std::initializer_list<std::pair<QString, QWidget *>> fields) {
        auto *line = new QHBoxLayout;
        bool first = true;
        for (const auto &[text, field] : fields) {
            if (!first) {
                auto *label = new QLabel(text, this);
                label->setBuddy(field);
                line->addWidget(label);
                m_setupRows << label;
            }
            line->addWidget(field, first ? 1 : 0);
            first = false;
        }
        return line;
    };
    const auto add = [&](const QString &text, QWidget *field, QLayout *line = nullptr) {
        auto *label = new QLabel(text, this);
        label->setBuddy(field);
        if (line)
            form->addRow(label, line);
        else
            form->addRow(label, field);
        m_setupRows << label << field;
    };
    add(tr("&Accelerator:"), m_accelerator);
    add(tr("&Engine:"), m_engine, row({{{}, m_engine}, {tr("&Version:"), m_engineVersion}}));
    m_setupRows << m_engineVersion;
    add(tr("&Model:"), m_model);
    add(tr("&Data type:"), m_dataType,
        row({{{}, m_dataType},
             {tr("&Tensor parallel:"), m_tensorParallel},
             {tr("&Pipeline parallel:"), m_pipelineParallel}}));
    m_setupRows << m_tensorParallel << m_pipelineParallel;
    add(tr("Instance &type:"), m_instanceType);
    add(tr("Measured &on:"), m_date);
    add(tr("&Source:"), m_source);
}

QPushButton *MeasurementImportDialog::importButton() const
{
    return m_buttons->button(QDialogButtonBox::Ok);
}

db::MeasurementFormat MeasurementImportDialog::format() const
{
    return MeasurementFormat(m_format->currentData().toInt());
}

MeasurementImportRequest MeasurementImportDialog::request() const
{
    MeasurementImportRequest request;
    request.format = format();
    request.path = m_path->text().trimmed();
    if (!db::MeasurementImporter::needsSetup(request.format)) {
        request.setup.source = m_source->text().trimmed().toStdString();
        return request;
    }
    performance::MeasuredSetup &setup = request.setup;
    setup.acceleratorId = m_accelerator->currentText().toStdString();
    setup.engine = m_engine->currentText().trimmed().toStdString();
    setup.engineVersion = m_engineVersion->text().trimmed().toStdString();
    setup.modelId = m_model->currentText().toStdString();
    setup.dataType = performance::DataType(m_dataType->currentData().toInt());
    setup.tensorParallel = m_tensorParallel->value();
    setup.pipelineParallel = m_pipelineParallel->value();
    // The run's tensor x pipeline layout, as the command line's default.
    setup.accelerators = setup.tensorParallel * setup.pipelineParallel;
    setup.instanceType = m_instanceType->text().trimmed().toStdString();
    setup.measuredDate = m_date->date().toString(Qt::ISODate).toStdString();
    setup.source = m_source->text().trimmed().toStdString();
    return request;
}

QString MeasurementImportDialog::problem() const
{
    const QString path = m_path->text().trimmed();
    if (path.isEmpty())
        return tr("File: choose the benchmark result file to import.");
    const QFileInfo info(path);
    if (!info.exists())
        return tr("File: %1 does not exist.").arg(QDir::toNativeSeparators(path));
    if (info.isDir())
        return tr("File: %1 is a folder; a benchmark result is one file.")
            .arg(QDir::toNativeSeparators(path));
    if (!db::MeasurementImporter::needsSetup(format()))
        return {};
    if (m_engine->currentText().trimmed().isEmpty())
        return tr("Engine: name the serving engine the run used (vllm, tensorrt-llm, …).");
    if (m_model->count() == 0)
        return tr("Model: the catalog has no models; add the model's shapes under Catalog → "
                  "Edit Catalog → Models first.");
    return {};
}

void MeasurementImportDialog::showOutcome(const QString &text, bool problem)
{
    m_outcome->setPlainText(text);
    QPalette palette = m_outcome->palette();
    palette.setColor(QPalette::Text,
                     problem ? Labels::errorColour() : QWidget::palette().color(QPalette::Text));
    m_outcome->setPalette(palette);
    m_outcome->setVisible(!text.isEmpty());
}

QString MeasurementImportDialog::outcome() const
{
    return m_outcome->toPlainText();
}

void MeasurementImportDialog::browse()
{
    const QString current = m_path->text().trimmed();
    const QString chosen = QFileDialog::getOpenFileName(
        this, tr("Benchmark result file"), current.isEmpty() ? QDir::homePath() : current,
        QString::fromLatin1(choiceOf(format()).filter) + QStringLiteral(";;") +
            tr("All files (*)"));
    if (!chosen.isEmpty())
        m_path->setText(QDir::toNativeSeparators(chosen));
}

void MeasurementImportDialog::fileChanged()
{
    // The date it was measured and where it is kept follow the file until typed.
    const QFileInfo info(m_path->text().trimmed());
    m_filling = true;
    if (info.isFile() && !m_dateTyped)
        m_date->setDate(info.lastModified().toUTC().date());
    if (!m_sourceTyped)
        m_source->setText(info.isFile() ? QDir::toNativeSeparators(info.absoluteFilePath())
                                        : QString());
    m_filling = false;
    showOutcome({}, false);
    updateState();
}

void MeasurementImportDialog::updateState()
{
    m_hint->setText(tr(choiceOf(format()).hint));
    for (QWidget *widget : m_setupRows)
        widget->setEnabled(db::MeasurementImporter::needsSetup(format()));
    const QString why = problem();
    // Nothing typed yet is not an error: only say why once there is a path.
    m_problem->setText(m_path->text().trimmed().isEmpty() ? QString() : why);
    Labels::setTextColour(m_problem, Labels::errorColour());
    m_problem->setVisible(!m_problem->text().isEmpty());
    importButton()->setEnabled(why.isEmpty());
}

} // namespace acceldecide::ui

#include "ui/decisions/PlanVsActualDialog.h"

#include "core/actuals/CalendarMonth.h"
#include "core/actuals/TokensByMonth.h"
#include "core/actuals/TokensByMonthCsv.h"
#include "core/actuals/VarianceWording.h"
#include "core/text/TextFormat.h"
#include "ui/decisions/PlanVsActualMonthsModel.h"
#include "ui/decisions/SetTokensCommand.h"
#include "ui/decisions/VariancePartsModel.h"
#include "ui/render/charts/ChartPalette.h"
#include "ui/render/charts/PlanVsActualChart.h"
#include "ui/render/report/DecisionReports.h"
#include "ui/render/slides/SlideDeckPdf.h"
#include "ui/widgets/Labels.h"
#include "ui/widgets/Qs.h"
#include "ui/widgets/RefusedInput.h"

#include <QAction>
#include <QApplication>
#include <QChartView>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSaveFile>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QTextBrowser>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace acceldecide::ui {

namespace {

using Field = db::DecisionComparisonError::Field;

// As tall as its rows, up to kMaxRows of them (then it scrolls), so that the chart gets the
// height a few months' tables do not need.
constexpr int kMaxRows = 8;

void fitRows(QTableView *view)
{
    const int rows = std::min(view->model()->rowCount(), kMaxRows);
    int height = view->horizontalHeader()->sizeHint().height() + 2 * view->frameWidth();
    for (int row = 0; row < rows; ++row)
        height += view->rowHeight(row);
    // A narrow window scrolls the columns: the scroll bar must not hide the last row.
    if (view->horizontalScrollBar()->maximum() > 0)
        height += view->horizontalScrollBar()->sizeHint().height();
    view->setFixedHeight(height);
}

QTableView *tableView(QAbstractItemModel *model, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setModel(model);
    view->verticalHeader()->hide();
    view->setSelectionBehavior(QAbstractItemView::SelectItems);
    view->setAlternatingRowColors(true);
    // Every header is read whole: columns are as wide as their header or widest figure.
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->horizontalHeader()->setStretchLastSection(false);
    view->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    QObject::connect(view->horizontalScrollBar(), &QScrollBar::rangeChanged, view,
                     [view] { fitRows(view); });
    return view;
}

// A caption over a table, its text selectable like the rest of the dialog's words.
QLabel *caption(const QString &text, QWidget *parent)
{
    QLabel *label = Labels::wrapped(parent);
    label->setText(text);
    return label;
}

} // namespace

PlanVsActualDialog::PlanVsActualDialog(db::CatalogDatabase *catalog, qint64 id, QWidget *parent)
    : QDialog(parent), m_catalog(catalog), m_undo(new QUndoStack(this)),
      m_chart(std::make_unique<PlanVsActualChart>()), m_months(new PlanVsActualMonthsModel(this)),
      m_parts(new VariancePartsModel(this)), m_heading(Labels::wrapped(this)),
      m_notice(Labels::wrapped(this)), m_content(new QWidget(this)),
      m_tag(new QLineEdit(m_content)), m_tagMessage(RefusedInput::messageLabel(m_content)),
      m_start(new QLineEdit(m_content)), m_startMessage(RefusedInput::messageLabel(m_content)),
      m_sentences(new QTextBrowser(m_content)), m_chartView(new QChartView(m_chart->chart())),
      m_monthsView(tableView(m_months, m_content)), m_partsView(tableView(m_parts, m_content)),
      m_reforecast(Labels::wrapped(m_content)), m_status(Labels::wrapped(this))
{
    setWindowTitle(tr("Plan vs Actual — Decision %1").arg(id));
    m_notice->hide();
    QFont strong = m_notice->font();
    strong.setBold(true);
    m_notice->setFont(strong);
    m_reforecast->setFont(strong);

    auto *results = new QVBoxLayout(m_content);
    results->setContentsMargins(0, 0, 0, 0);
    results->addWidget(buildInputs());
    results->addWidget(buildResults(), 1);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_heading);
    layout->addWidget(m_notice);
    layout->addWidget(m_content, 1);
    // Takes the height when there is nothing to compare, so the notice reads at the top.
    layout->addStretch(0);
    layout->addWidget(m_status);
    layout->addLayout(buildButtons());

    QAction *undo = m_undo->createUndoAction(this, tr("Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_undo->createRedoAction(this, tr("Redo"));
    redo->setShortcut(QKeySequence::Redo);
    auto *save = new QAction(tr("Save Report…"), this);
    save->setShortcut(QKeySequence::Save);
    connect(save, &QAction::triggered, this, &PlanVsActualDialog::askSaveReport);
    addActions({undo, redo, save});

    resize(QSize(1180, 840).boundedTo(screen()->availableSize()));
    load(id);
}

PlanVsActualDialog::~PlanVsActualDialog()
{
    // The view's scene owns the chart: take the view down while its wrapper still lives.
    delete m_chartView;
}

const db::DecisionComparison *PlanVsActualDialog::shown() const
{
    return m_hasComparison ? &*m_compared : nullptr;
}

QWidget *PlanVsActualDialog::buildInputs()
{
    auto *inputs = new QWidget(m_content);
    auto *grid = new QGridLayout(inputs);
    grid->setContentsMargins(0, 0, 0, 0);
    m_tag->setObjectName(QStringLiteral("billTag"));
    m_tag->setPlaceholderText(tr("key=value; empty: every line of the bill"));
    m_tag->setToolTip(tr("The cost-allocation tag that finds this workload's lines in the bill "
                         "(the scenario's bill_tag). Commitment fees, account-wide credits "
                         "and taxes carry no tag and are always kept."));
    m_start->setObjectName(QStringLiteral("planStart"));
    m_start->setPlaceholderText(tr("YYYY-MM; empty: the decision's month"));
    m_start->setToolTip(tr("The calendar month that was month 1 of the decision's plan."));
    auto *tagLabel = new QLabel(tr("Bill &tag:"), inputs);
    tagLabel->setBuddy(m_tag);
    auto *startLabel = new QLabel(tr("Plan &starts:"), inputs);
    startLabel->setBuddy(m_start);
    grid->addWidget(tagLabel, 0, 0);
    grid->addWidget(m_tag, 0, 1);
    grid->addWidget(startLabel, 0, 2);
    grid->addWidget(m_start, 0, 3);
    grid->addWidget(m_tagMessage, 1, 1);
    grid->addWidget(m_startMessage, 1, 3);
    grid->setColumnStretch(1, 3);
    grid->setColumnStretch(3, 1);
    connect(m_tag, &QLineEdit::textChanged, this, &PlanVsActualDialog::recompute);
    connect(m_start, &QLineEdit::textChanged, this, &PlanVsActualDialog::recompute);
    return inputs;
}

QWidget *PlanVsActualDialog::buildResults()
{
    m_sentences->setObjectName(QStringLiteral("varianceSentences"));
    m_sentences->setOpenLinks(false);
    m_chart->setPalette(ChartPalette::fromApplication());
    m_chartView->setRenderHint(QPainter::Antialiasing, true);
    m_chartView->setFrameShape(QFrame::NoFrame);
    m_chartView->setAccessibleName(m_chart->title());
    // Two money axes and seven legend entries: the least that is still read (the axes'
    // labels elide below about 650 pixels wide, which the dialog's width gives the chart).
    m_chartView->setMinimumSize(520, 360);
    // The words on the left, the re-forecast, their conclusion, under them.
    auto *words = new QWidget(m_content);
    words->setMinimumWidth(240);
    auto *wordsColumn = new QVBoxLayout(words);
    wordsColumn->setContentsMargins(0, 0, 0, 0);
    wordsColumn->addWidget(m_sentences, 1);
    wordsColumn->addWidget(m_reforecast);
    auto *top = new QSplitter(Qt::Horizontal, m_content);
    top->addWidget(words);
    top->addWidget(m_chartView);
    top->setStretchFactor(0, 2);
    top->setStretchFactor(1, 3);
    top->setChildrenCollapsible(false);
    // Shares of the width, not the children's size hints (a text browser asks for a lot):
    // the chart gets three fifths, where its axis labels are read whole.
    top->setSizes({2000, 3000});

    m_monthsView->setEditTriggers(QAbstractItemView::DoubleClicked |
                                  QAbstractItemView::EditKeyPressed |
                                  QAbstractItemView::AnyKeyPressed);
    m_partsView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    connect(m_months, &PlanVsActualMonthsModel::tokensTyped, this, &PlanVsActualDialog::typeTokens);
    connect(m_months, &PlanVsActualMonthsModel::tokensRefused, this,
            [this](const QString &month, const QString &text) {
                m_status->setText(
                    tr("%1: tokens \"%2\" is not a number of 0 or more.").arg(month, text));
            });
    auto *results = new QWidget(m_content);
    auto *column = new QVBoxLayout(results);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(top, 1);
    column->addWidget(caption(tr("By month (effective cost, tax left out). Type a month's tokens "
                                 "to price a million of them; Ctrl+Z undoes."),
                              results));
    column->addWidget(m_monthsView);
    column->addWidget(caption(tr("The variance in parts that add up to it:"), results));
    column->addWidget(m_partsView);
    return results;
}

QLayout *PlanVsActualDialog::buildButtons()
{
    auto *loadTokens = new QPushButton(tr("&Load Tokens…"), this);
    loadTokens->setToolTip(tr("Read the tokens processed each month from a month,tokens CSV."));
    auto *saveTokens = new QPushButton(tr("Sa&ve Tokens…"), this);
    saveTokens->setToolTip(tr("Write the tokens typed here as a month,tokens CSV (what "
                              "acceldecide-cli decisions compare --tokens reads)."));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *saveReport = buttons->addButton(tr("Save &Report…"), QDialogButtonBox::ActionRole);
    saveReport->setToolTip(tr("The decision's report with the plan against the bill first, as "
                              "a PDF (Ctrl+S)."));
    connect(loadTokens, &QPushButton::clicked, this, &PlanVsActualDialog::askLoadTokens);
    connect(saveTokens, &QPushButton::clicked, this, &PlanVsActualDialog::askSaveTokens);
    m_exportSlides = buttons->addButton(tr("E&xport Slides…"), QDialogButtonBox::ActionRole);
    m_exportSlides->setToolTip(tr("The plan against the bill, then the decision's scenario, as "
                                  "slides: one landscape PDF page each (what presentation "
                                  "mode shows)."));
    connect(saveReport, &QPushButton::clicked, this, &PlanVsActualDialog::askSaveReport);
    connect(m_exportSlides, &QPushButton::clicked, this, &PlanVsActualDialog::askExportSlides);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_needComparison = {loadTokens, saveTokens, saveReport, m_exportSlides};
    auto *row = new QHBoxLayout;
    row->addWidget(loadTokens);
    row->addWidget(saveTokens);
    row->addStretch(1);
    row->addWidget(buttons);
    return row;
}

void PlanVsActualDialog::load(qint64 id)
{
    auto bill = m_catalog ? db::DecisionBill::load(*m_catalog, id)
                          : db::DatabaseResult<db::DecisionBill>(
                                db::DatabaseError{{}, {}, {}, tr("No catalog is open.")});
    if (!bill) {
        m_heading->setText(tr("Decision %1 could not be read.").arg(id));
        RefusedInput::showMessage(m_notice, bill.error().toString());
    } else {
        m_compared.emplace();
        m_compared->bill = std::move(bill.value());
        const DecisionRecord &record = m_compared->bill.record;
        m_heading->setText(tr("Decision %1 (%2): %3 chosen on %4 by %5.")
                               .arg(id)
                               .arg(qs(record.scenarioName), qs(record.chosenOption),
                                    qs(record.decidedAt), qs(record.decidedBy)));
        if (m_compared->bill.rows.empty())
            RefusedInput::showMessage(
                m_notice, tr("No bill is imported into this catalog, so there is nothing to hold "
                             "the decision to. Import the bill first (File > Import Bill…, or "
                             "acceldecide-cli actuals import), then compare again."));
    }
    // Nothing to compare: only the reason shows.
    if (!m_compared || m_compared->bill.rows.empty()) {
        m_content->hide();
        resize(720, sizeHint().height());
        for (QWidget *widget : m_needComparison)
            widget->setEnabled(false);
        return;
    }
    // The fields say what the comparison uses, so that clearing the tag means every line.
    const QSignalBlocker tagBlocker(m_tag);
    const QSignalBlocker startBlocker(m_start);
    m_tag->setText(qs(m_compared->bill.scenario.billTag.value_or(std::string())));
    m_start->setText(qs(std::string_view(m_compared->bill.record.decidedAt).substr(0, 7)));
    recompute();
}

void PlanVsActualDialog::recompute()
{
    if (!m_compared)
        return;
    db::DecisionComparisonRequest request;
    request.tag = m_tag->text().trimmed().toStdString();
    request.start = m_start->text().trimmed().toStdString();
    request.tokensByMonth = m_tokens;
    RefusedInput::mark(m_tag, false);
    RefusedInput::mark(m_start, false);
    RefusedInput::showMessage(m_tagMessage, {});
    RefusedInput::showMessage(m_startMessage, {});
    if (const auto done = m_compared->recompute(request); !done) {
        showRefusal(done.error());
        return;
    }
    m_hasComparison = true;
    showComparison();
}

void PlanVsActualDialog::showRefusal(const db::DecisionComparisonError &error)
{
    // A bill line without the tag is the tag's fault: only the tag filters lines out.
    const bool start = error.field == Field::Start;
    QLineEdit *field = start ? m_start : m_tag;
    RefusedInput::mark(field, true);
    RefusedInput::showMessage(
        start ? m_startMessage : m_tagMessage,
        m_hasComparison
            ? tr("%1 (still showing the last comparison that worked)").arg(error.message)
            : error.message);
    for (QWidget *widget : m_needComparison)
        widget->setEnabled(m_hasComparison);
}

void PlanVsActualDialog::showComparison()
{
    const db::DecisionComparison &c = *m_compared;
    const std::vector<std::string> sentences = actuals::varianceSentences(c.comparison, c.plan);
    // core says the re-forecast last, when there is one: it gets a line of its own.
    const std::size_t parts = sentences.size() - (c.comparison.reforecast ? 1 : 0);
    QString html = QStringLiteral("<ul>");
    for (std::size_t i = 0; i < parts; ++i)
        html += QStringLiteral("<li>%1</li>").arg(qs(sentences[i]).toHtmlEscaped());
    m_sentences->setHtml(html + QStringLiteral("</ul>"));
    m_reforecast->setText(c.comparison.reforecast
                              ? qs(sentences.back())
                              : tr("No re-forecast: the decision chose its own baseline, so "
                                   "there is nothing to hold it against."));
    m_months->setComparison(c.comparison, m_tokens);
    m_parts->setComparison(c.comparison);
    fitRows(m_monthsView);
    fitRows(m_partsView);
    ChartInputs inputs;
    inputs.scenario = &c.bill.scenario;
    inputs.evaluation = &c.bill.evaluation;
    inputs.planVsActual = &c.comparison;
    m_chart->update(inputs);
    const DecisionRecord &record = c.bill.record;
    m_heading->setText(
        tr("Decision %1 (%2): %3 on %4 at %5 an accelerator-hour, chosen on %6 by %7; plan month 1 "
           "is %8.")
            .arg(record.id)
            .arg(qs(record.scenarioName), qs(record.chosenOption), qs(c.plan.instanceType),
                 qs(text::rate(c.plan.ratePerAcceleratorHour)), qs(record.decidedAt),
                 qs(record.decidedBy), qs(actuals::monthName(c.plan.firstMonth))));
    for (QWidget *widget : m_needComparison)
        widget->setEnabled(true);
}

void PlanVsActualDialog::typeTokens(int month, std::optional<double> tokens)
{
    std::map<int, double> after = m_tokens;
    if (tokens)
        after[month] = *tokens;
    else
        after.erase(month);
    const QString name = qs(actuals::monthName(month));
    m_status->clear();
    m_undo->push(new SetTokensCommand(
        m_tokens, std::move(after), [this](const auto &t) { applyTokens(t); },
        tokens ? tr("Tokens of %1").arg(name) : tr("Clear the tokens of %1").arg(name)));
}

void PlanVsActualDialog::applyTokens(const std::map<int, double> &tokens)
{
    m_tokens = tokens;
    recompute();
}

Expected<void, QString> PlanVsActualDialog::saveReport(const QString &path)
{
    if (!m_hasComparison)
        return Unexpected<QString>{tr("There is no comparison to save.")};
    const db::DecisionComparison &c = *m_compared;
    return DecisionReports::writeComparison(c.bill, c.comparison, c.plan, c.tag, m_catalog, path);
}

Expected<int, QString> PlanVsActualDialog::exportSlides(const QString &path)
{
    if (!m_hasComparison)
        return Unexpected<QString>{tr("There is no comparison to export.")};
    const db::DecisionComparison &c = *m_compared;
    // The CLI's default size: a deck made here and one made by `--slides` look the same.
    return DecisionReports::writeComparisonSlides(
        c.bill, c.comparison, m_catalog, path,
        QSize(SlideDeckPdf::kDefaultWidth, SlideDeckPdf::kDefaultHeight));
}

Expected<void, QString> PlanVsActualDialog::loadTokens(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Unexpected<QString>{tr("%1: cannot read (%2)").arg(path, file.errorString())};
    const QByteArray text = file.readAll();
    const auto tokens = actuals::parseTokensByMonth(std::string_view(text.data(), text.size()));
    if (!tokens)
        return Unexpected<QString>{tr("%1: %2").arg(path, qs(tokens.error()))};
    m_undo->push(new SetTokensCommand(
        m_tokens, tokens.value(), [this](const auto &t) { applyTokens(t); },
        tr("Load tokens from %1").arg(QFileInfo(path).fileName())));
    return {};
}

Expected<void, QString> PlanVsActualDialog::saveTokens(const QString &path) const
{
    const std::string csv = actuals::tokensByMonthCsv(m_tokens);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(csv.data(), qint64(csv.size())) != qint64(csv.size()) || !file.commit())
        return Unexpected<QString>{tr("%1: cannot write (%2)").arg(path, file.errorString())};
    return {};
}

void PlanVsActualDialog::askSaveReport()
{
    if (!m_hasComparison)
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Plan vs Actual Report"),
        tr("decision-%1-vs-bill.pdf").arg(m_compared->bill.record.id), tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    if (const auto saved = saveReport(path); !saved)
        QMessageBox::warning(this, tr("Save Report"), saved.error());
    else
        m_status->setText(tr("Saved %1").arg(path));
}

void PlanVsActualDialog::askExportSlides()
{
    if (!m_hasComparison)
        return;
    QString path = QFileDialog::getSaveFileName(
        this, tr("Export Plan vs Actual Slides"),
        tr("decision-%1-vs-bill-slides.pdf").arg(m_compared->bill.record.id), tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".pdf");
    // The recorded scenario is evaluated again for its slides, which can take a moment.
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const Expected<int, QString> written = exportSlides(path);
    QApplication::restoreOverrideCursor();
    if (!written) {
        m_status->setText(written.error());
        QMessageBox::warning(this, tr("Export Slides"), written.error());
        return;
    }
    m_status->setText(tr("Saved %1 (slides: %2)")
                          .arg(QDir::toNativeSeparators(path), QString::number(written.value())));
}

void PlanVsActualDialog::askLoadTokens()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Load Tokens"), QString(),
                                                      tr("CSV (*.csv);;All files (*)"));
    if (path.isEmpty())
        return;
    if (const auto loaded = loadTokens(path); !loaded)
        QMessageBox::warning(this, tr("Load Tokens"), loaded.error());
    else
        m_status->setText(tr("Loaded the tokens of %1").arg(path));
}

void PlanVsActualDialog::askSaveTokens()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Tokens"), tr("decision-%1-tokens.csv").arg(m_compared->bill.record.id),
        tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    if (const auto saved = saveTokens(path); !saved)
        QMessageBox::warning(this, tr("Save Tokens"), saved.error());
    else
        m_status->setText(tr("Saved %1").arg(path));
}

} // namespace acceldecide::ui

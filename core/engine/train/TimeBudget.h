#pragma once
// The wall-clock budget of one training session (seconds): with a budget
// and no fixed epoch count, the planned epochs follow the measured epoch and
// validation times so the learning-rate schedule ends when the budget does;
// validation runs as often as keeps it under ~15% of the time (unless its
// interval is configured); a reserve is kept for the final validation and
// the model package. Plain arithmetic, no clock of its own.
namespace segstudio::engine {

class TimeBudget {
public:
    // budgetSeconds <= 0: no budget. fixedEpochs > 0: the epochs are not
    // replanned. configuredInterval > 0: validate every that many epochs.
    TimeBudget(double budgetSeconds, int fixedEpochs, int configuredInterval);

    void recordEpoch(double seconds);       // running average of epoch times
    void recordValidation(double seconds);  // the latest validation's time

    double averageEpochSeconds() const { return m_averageEpochSeconds; }
    double budgetSeconds() const { return m_budgetSeconds; }  // <= 0: none
    int validationInterval() const;
    // The epochs to plan after `completedEpochs`, `elapsedSeconds` into the
    // session; `plannedEpochs` unchanged without a budget or with fixed epochs.
    int replannedEpochs(int completedEpochs, int plannedEpochs, double elapsedSeconds) const;
    // True when `extraSeconds` more would eat into the final reserve.
    bool exhausted(double elapsedSeconds, double extraSeconds = 0) const;

private:
    double reserveSeconds() const;

    double m_budgetSeconds;
    int m_fixedEpochs;
    int m_configuredInterval;
    double m_averageEpochSeconds = 0;
    double m_lastValidationSeconds = 0;
};

}  // namespace segstudio::engine

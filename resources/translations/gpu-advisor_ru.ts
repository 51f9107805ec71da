<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>AssumptionsText</name>
    <message>
        <source>the latest new price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the latest used price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the average of the latest new and used price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>latest on record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>latest on record (up to %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 years, %2/kWh, %3% utilisation, %4 for the rest of the desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>relative to the %1 (= 1.00)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices: %1, %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of ownership: GPU + %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance: model estimate, %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BreakEvenChart</name>
    <message>
        <source>C&amp;loud:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud GPU rate per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What a comparable cloud GPU costs per hour (the post&apos;s example: 2.14 an hour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;ystem:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power of the rest of the system in watts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the rest of the desktop draws while the GPU works: CPU, board, drives (the post&apos;s example: 100 W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 after %3 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud vs desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a GPU in the table to compare buying it with renting a cloud GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud vs desktop: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 has no price for this month, so the cost of buying it is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even after %1 days (%2 years): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Break-even after %1 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No break-even: the cloud costs no more per day than the electricity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Days of ownership (GPU busy %1% of the time, %2 hours a day)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Desktop: GPU %1 (%2, %3) + %4 for the rest; %5 W GPU + %6 W system at %7/kWh = %8 a day. Cloud: %9/h = %10 a day. Same hours of use on both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy a desktop with it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent a cloud GPU at %1/h</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BuildReport</name>
    <message>
        <source>GPU build: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planned with GPU Advisor on %1. GPU prices %2; other parts at the planner&apos;s default prices (USD).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from launch MSRPs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendation and why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to do next:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answers in the wizard (%1, %2):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parts, per machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price on record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(shared)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total, %1 machines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power and platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 full load + %2% → %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about %1; %2: %3 continuously</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(too much)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per GPU: about %2% slower, %3 from the wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2+ cores, %3+ PCIe lanes (x%4 per GPU)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ECC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TB NVMe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1B parameters, %2, %3: needs about %4 GB of GPU memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs over %1 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware (incomplete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity (%1 kWh a year)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CO2 at %1 kg per kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kg CO2e</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings and advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChartPanel</name>
    <message>
        <source>Export P&amp;NG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this chart as a PNG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;SVG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this chart as an SVG drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image could not be encoded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CompareWidget</name>
    <message>
        <source>Compare GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wor&amp;kload:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size of the model, in billions of parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model size in billions of parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> B parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number format of the weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the GPU does with the model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind of work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory the workload needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>16-bit (FP16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>16-bit (BF16)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>32-bit (FP32)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8-bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4-bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select two to four GPUs in the table (Ctrl+click or Shift+click) to compare them side by side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPUs are selected; the first %2 are compared.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best value of each row is highlighted. Performance (×) is relative to the %1; costs follow the what-if assumptions above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This workload needs about %1 GB of GPU memory (weights%2, plus %3% overhead).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, gradients and optimizer state</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DisplayText</name>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No price on record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 is a price such as $704, %2 is &quot;new&quot; or &quot;used&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in the price database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>%1 is the month or day of the price, %2 where it comes from</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The database holds no new or used price for this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2, observed %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entered by you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No used price on record: this is the new price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No new price on record: this is the used price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB %2</source>
        <extracomment>%1 is the amount of memory, %2 its type (GDDR6X, HBM3)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specs: edited by you · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specs: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specs: %1 · recorded %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specifications from %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cross-checked against: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sources disagree on: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confidence: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within your %1 budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 over your %2 budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Within budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 over budget</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExplanationText</name>
    <message>
        <source>memory-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overhead-bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 × the %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model adds up the time one unit of work takes: a compute part that scales with the matrix rate, a memory part that scales with the effective bandwidth, and a fixed overhead. On this GPU the work is %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Matrix rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TFLOPS (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L2 cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MB (effective %2 MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Factors on the memory-bound part</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L2 cache gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared-memory traffic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor Memory Accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes per element</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Software (ROCm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Batch sized to memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time per unit of work (the %1 = 1.000)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute %1 + memory %2 + overhead %3 = %4, so %5 × the reference&apos;s throughput.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of ownership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 (%2, dated %3) + rest of the desktop %4 + electricity %5 (%6 W for %7 years) = %8. Relative performance per %9: %10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No price on record %1, so no cost of ownership.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GpuBrowserWidget</name>
    <message>
        <source>GPU browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What if…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What-if assumptions: every table and chart follows them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words that must all occur in the name, vendor, architecture or memory type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name, vendor, architecture…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumer, workstation or datacenter cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Segment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Min. memor&amp;y:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide GPUs with less memory (the post: 12 GB for image generation, 24 GB for work with transformers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum memory in GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only GPUs with a price on record as of the chosen month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price availability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Launched since:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide GPUs launched before this year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launched since year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every GPU with its specs, price, relative performance and performance per dollar. Select two to four to compare them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of GPUs shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts and views of the selected GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best performance per dollar of total cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fastest GPUs on the chosen metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price vs performance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every priced GPU, with the GPUs nothing cheaper beats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloud vs desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying the selected GPU against renting one in the cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected GPU&apos;s price history and how the model arrives at its figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two to four selected GPUs side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPUs could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the chart to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All vendors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All segments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Consumer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workstation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Datacenter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priced or not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With a price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With a new price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With a used price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>launched since %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>matching “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The %1 is hidden by the filters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wizard recommends: %1. Its picks are highlighted.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GpuComparisonModel</name>
    <message>
        <source>%1 GB %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no tensor cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits on one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs %1 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 price as of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB needed, %2 GB on the card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative performance: the %1 = 1.00</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (×)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Segment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Released</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FP16 tensor throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L2 cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rest of the desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity over %1 years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory the workload needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory fit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GpuDetailWidget</name>
    <message>
        <source>GPU details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specifications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Explanation and price observations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the model arrives at this GPU&apos;s figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the figures come about</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price observations with their sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price observations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a GPU in the table to see its price history and how the model arrives at its figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB %2 · %3 GB/s · %4 · %5 W · %6, %7, launched %8
Specs from %9, recorded %10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> tensor TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Specs: %1
Cross-checked against: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GpuTableModel</name>
    <message>
        <source>Consumer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workstation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Datacenter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2, %3
Specs: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense FP16 tensor throughput, TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tensor cores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No price on record as of this month.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 on %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price is the average of the two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 on %3 (%4-bound)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No price on record, so no performance per dollar.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative performance %1 per %2 of total cost:
GPU %3 + desktop %4 + electricity %5 over %6 years = %7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Segment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Released</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tensor TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Perf. per %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price as of the chosen month (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, relative to the %2 (= 1.00)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative performance per %1 of total cost of ownership (GPU, desktop and electricity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dense FP16 tensor throughput in TFLOPS</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>GPU Advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Screens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Wizard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close GPU Advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the keys that drive the wizard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About GPU Advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Recommend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart: %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer with Y and N, go back with Backspace, start over with %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started over from the first question.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back at question %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;The wizard answers to these keys wherever the focus is, except that a focused budget field keeps its own typing keys (press Return or Tab to leave it).&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;GPU Advisor %1&lt;/h3&gt;&lt;p&gt;Helps you choose GPUs for deep learning. The wizard walks the recommendation flowchart of Tim Dettmers&apos; post &quot;Which GPU(s) to Get for Deep Learning&quot; one question at a time, and shows each card&apos;s specifications and latest prices, with their dates and sources, from its own database.&lt;/p&gt;&lt;p&gt;The chart fits about 80% of cases; for the rest, pick the most cost-effective GPU that has enough memory for your work.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About GPU Advisor</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OfferList</name>
    <message>
        <source>USED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart means a second-hand card: the price shown is a used price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no used price on record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no new price on record</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>Use the database file at &lt;path&gt; instead of the one in your data folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the main window, render it once and exit (start-up check).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this language: en or ru.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ParetoChart</name>
    <message>
        <source>&amp;Logarithmic axes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spread the cheap, slow cards out: prices and performance both span two orders of magnitude</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pareto frontier: most performance for the price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wizard&apos;s pick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2, %3 × the %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the Pareto frontier: nothing cheaper is faster.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wizard recommends this GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>average of new and used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>logarithmic scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>linear scale</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU price (%1, %2; %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative performance (%1 = 1; %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: price vs performance, %2 priced GPUs, %3 on the frontier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPU is on the frontier when no cheaper GPU performs as well.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ringed: the GPU selected in the table; orange: the wizard&apos;s pick.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU that matches the filters has a price for this month.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PickCard</name>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>USED</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chart means a second-hand card: the price shown is a used price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price date and source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>used</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlannerPage</name>
    <message>
        <source>Build planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;GPU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU to build around; specs and prices come from the database</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Count:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many of this GPU each machine holds (1, 2, 4 or 8 are the usual builds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> per machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second GP&amp;U:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Optional: a second kind of GPU in the same machine (a mixed build)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Second c&amp;ount:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of second GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many of the second GPU each machine holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;ndition:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price the GPUs new (retail) or used (second-hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Power limit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set a power limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cap every GPU at a lower power (nvidia-smi -pl): less heat and a smaller PSU for a little speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power limit per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cap per GPU, from half the TDP up to the TDP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> W per GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Machines:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of machines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Identical machines joined by a fast network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the &amp;wizard&apos;s pick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the wizard&apos;s pick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan a build around the GPU the wizard recommended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model si&amp;ze:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model size in billions of parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model you plan to run, in billions of parameters; None skips the memory check</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> B parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;recision:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number format of the weights</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mo&amp;de:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workload mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference, full training, LoRA or QLoRA fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory the workload needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power and running costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;ircuit:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power circuit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The outlet or circuit the machine plugs into</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid in&amp;tensity:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grid carbon intensity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kg of CO2 equivalent per kWh of your electricity; the default is the 2023 world average (Ember)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> kg CO2e/kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Years:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Years of ownership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Years of ownership (shared with the other screens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Electricity:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity price per kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity price in USD per kWh (shared with the other screens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> per kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>$</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>U&amp;tilisation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the time the GPUs work (shared with the other screens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved builds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name to save this build under</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name this build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your saved builds; double-click or press Return to open one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the build under the name above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the saved build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the selected saved build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the saved build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected saved build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CO2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CO2 estimate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parts list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The parts of one machine with their prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power and platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power and PSU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the wall:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw from the wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chassis:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W&amp;arnings and advice:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings and advice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to watch for in this build, most serious first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the build as Markdown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the parts list and notes as Markdown, ready for a forum post</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the build report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the one-page build report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the build as Markdown, CSV, JSON or PDF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish the wizard first; its recommended GPU can then be used here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPUs cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 GB, %3 W)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>QLoRA fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automatic (US 15 A; rack feed for servers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 continuous)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Needs about %1 GB of GPU memory (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a model size to check the GPU memory against it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This build cannot be planned: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 GB RAM · %3 · GPU prices %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from launch MSRPs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>shared by all machines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total for %1 machines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A GPU has no price on record; the total leaves it out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 at full load (GPUs %2, CPU %3, rest %4) + %5% headroom → %6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About %1. %2: %3 continuously</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too much</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; a %1 limit per GPU fits (about %2% slower)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2+ cores, %3+ PCIe lanes (x%4 per GPU, at least x%5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB ECC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 TB NVMe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One machine: none needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 machines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>parts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a GPU has no price on record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 years, %2 kWh a year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hardware + %1 years of electricity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kg CO2e</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 years at %2 kg per kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some saved builds cannot be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That GPU is not in the database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not in the database.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning a build around the %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan a build around the %1, which the wizard recommended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wizard&apos;s result (%1) names no GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning a build around the wizard&apos;s pick: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot open the build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These GPUs are not in the database: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the saved build?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A build named &quot;%1&quot; is already saved. Replace it with this one?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot save the build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The build is no longer saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opened &quot;%1&quot; with the cost settings it was saved with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the saved build?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the saved build &quot;%1&quot;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot delete the build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PDF report (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was exported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sent the report to the printer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied the build as Markdown.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency symbol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown before amounts. Prices stay in US dollars; this changes only the symbol.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Currency symbol:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reopen the wizard where I left it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the &amp;welcome at the next start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of ownership, at start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> per kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average of new and used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ownership:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Electricity:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Utilisation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Desktop without GPU:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Prices:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Years of ownership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity price per kWh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Desktop cost without GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which prices to use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A language change takes effect the next time GPU Advisor starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset to defaults</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PriceHistoryChart</name>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date of the observation (month)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price history: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a GPU in the table to see its price history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No price of the %1 is on record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launch price %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 observations, %2 to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PriceHistoryModel</name>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (your entry)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>&amp;Build planner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print the build</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuestionPage</name>
    <message>
        <source>Question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why this matters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latest prices on record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices of the offered cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggested answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where each answer can lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you answer Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you answer No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Possible results after Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Possible results after No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of the offered cards is in the database: answer from the quotes you have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No price is on record for the offered cards: answer from the quotes you have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter your budget on the left and GPU Advisor will suggest an answer from these prices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggested: Yes — the cheapest offer, the %1 at %2 (%3), fits your %4 budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggested: Yes — the %1 at %2 (%3) fits your %4 budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggested: No — even the cheapest offer, the %1 at %2 (%3), is over your %4 budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggested: No — the %1 at %2 (%3) is over your %4 budget.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices move, so answer either way if you have a better quote.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RankingChart</name>
    <message>
        <source>&amp;Bars:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>as fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of GPUs to draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many of the best GPUs to draw; the lowest setting draws as many as fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wizard&apos;s pick</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU (best at the top)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 × the %3 on %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2 relative performance per %3 of total cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wizard recommends this GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: relative performance, top %2 of %3 GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative performance (%1 = 1.00)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: performance per %2, top %3 of %4 priced GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relative performance per %1 of total cost (higher is better value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs launched by %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Performance: model estimate, %1, at the same batch size on every GPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shown: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU matches the filters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No GPU that matches the filters has a price for this month.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultPage</name>
    <message>
        <source>Kind of result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What to do next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent or buy: the break-even rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent or buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Renting pays for sporadic work: a few hours every couple of days, with no large dataset to keep next to the GPU. For steady use, owning wins. In the post&apos;s example a one-GPU desktop pays for itself against a rented cloud GPU after about 300 days at 15% utilisation, so if you will do deep learning for more than about a year, a desktop is cheaper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards you turned down on the way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You answered that these were beyond your budget. If one of them comes within reach, click its question in the list on the left to change the answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards you turned down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also consider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other cards from the same branch of the chart, to compare or if the pick above is hard to find.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About this chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, edition of %2
Source: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rent in the cloud</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No viable option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No simple answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to GPU Advisor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h2&gt;Welcome to GPU Advisor&lt;/h2&gt;&lt;p&gt;Three ways to find the right GPU for deep learning:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Recommend&lt;/b&gt; &amp;mdash; answer a few yes/no questions from Tim Dettmers&apos; recommendation chart. Each question says why it matters; the result names cards with their specs and latest prices.&lt;/li&gt;&lt;li&gt;&lt;b&gt;GPUs&lt;/b&gt; &amp;mdash; browse every card in the database: relative performance, performance per dollar over five years of ownership, charts, and what-if controls for electricity, utilisation and prices.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Build planner&lt;/b&gt; &amp;mdash; turn a card into a machine: power supply, CPU, memory, cooling, warnings and costs, exported as Markdown, CSV, JSON or PDF.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Every price and specification shows its source and date. Keys: Y and N answer, Backspace goes back, Ctrl+R starts over, F1 lists all shortcuts.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show this &amp;welcome at the next start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WhatIfPanel</name>
    <message>
        <source>What-if assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Metric:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload GPUs are ranked by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Metric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;As of:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices as of the end of this month; GPUs launched later are left out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices as of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prices as of January 2023 and the post&apos;s cost assumptions: 5 years, 0.175 per kWh, 15% utilisation, 700 for the rest of the desktop, average of new and used prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the post&apos;s view: January 2023</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;2023-01 (the post&apos;s view)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pr&amp;ices:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which price of each GPU counts: new, used, or the average of the two (as the post does)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price basis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the post&apos;s assumptions, the latest prices and 8-bit inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset all assumptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rese&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Electricity:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price of a kilowatt-hour (the post: 0.175)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electricity price per kilowatt-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Utilisation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the time the GPU is busy (the post: 15% for a PhD student&apos;s desktop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilisation in percent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Years:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Years of ownership the electricity is counted for (the post: 5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Years of ownership</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Desktop:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the rest of the desktop costs: case, CPU, memory, power supply (the post&apos;s example: 700)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost of the rest of the desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Currency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The symbol amounts are shown with. It does not convert: prices in the database are US dollars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Currency symbol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Average of new and used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latest prices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> years</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/kWh</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WizardWidget</name>
    <message>
        <source>Your budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most you want to spend on the card itself, in US dollars. Used to suggest answers to the price questions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget in US dollars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No budget set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>US dollars for the card itself; 0 means no budget. GPU Advisor compares it with the latest prices on record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click an answer to go back to that question and change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answers so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Activate an answer to go back to that question.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click an answer to go back to that question.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Questions answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan a machine around the recommended GPU: PSU, CPU, memory, cooling and costs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan a build with this GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan a &amp;build with this GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer &amp;Yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer &amp;No</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the last answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start again from the first question</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shortcut: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2 — %3</source>
        <extracomment>An answered question in the side list: number, question, answer</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go back to question %1 and answer it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question %1: %2 Your answer: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current question %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your answers appear here as you go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done · 1 question answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done · %1 questions answered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question %1 · the last one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question %1 · at most %2 more after this one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggested by your budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suggested by your budget. Shortcut: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Another GPU Advisor window has this database open; both can work, and each sees the other&apos;s saved changes after a restart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new language takes effect when GPU Advisor starts again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>

import { defineClientSamples } from '@/ui/samples'

export const samples = defineClientSamples({
  'TreatmentComparison.client.tsx#TreatmentComparisonFrame': {
    toolName: 'ED tablets comparison',
    topic: 'erectile dysfunction',
    label: 'Comparing ED tablets',
    rowHeader: '',
    columns: [
      { name: 'Sildenafil', note: 'Viagra' },
      { name: 'Tadalafil', note: '' },
    ],
    children: (
      <table>
        <tbody>
          <tr>
            <th scope="row">Lasts</th>
            <td>4 hours</td>
            <td>36 hours</td>
          </tr>
        </tbody>
      </table>
    ),
  },
})
